import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

/** The foot of a form page: "Voltar" to where the user came from (the guard asks first), and "Salvar". */
export function BotoesDoFormulario({ voltarPara, salvando }: { voltarPara: string; salvando: boolean }) {
  const navigate = useNavigate();
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={() => navigate(voltarPara)}>
        Voltar
      </Button>
      <Button type="submit" loading={salvando}>
        Salvar
      </Button>
    </Group>
  );
}
