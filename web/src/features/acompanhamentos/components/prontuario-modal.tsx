import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Form } from '../../../components/formulario.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import type { ResidenteDaTela } from '../api/nome-residente.ts';
import { baixarProntuario } from '../api/prontuario.ts';
import { funcionarioEscolhido, SelectDeFuncionario, TODOS_OS_FUNCIONARIOS } from './filtros-do-residente.tsx';
import { ModalSobreATela } from './modal-sobre-a-tela.tsx';
import { CampoDoPeriodo, esquemaDoPeriodo, PERIODO_ABERTO, type Periodo } from './periodo.ts';

export const TITULO_PRONTUARIO = 'Prontuário';
export const DICA_DATAS_DO_PRONTUARIO = 'Preencha apenas caso queira filtrar por data';

interface ProntuarioModalProps {
  opened: boolean;
  residente: ResidenteDaTela;
  funcionarios: readonly { value: string; label: string }[];
  onClose: () => void;
}

/**
 * SPEC §2's "Prontuário" modal: an employee ("Todos os funcionários" first), De and Até, Cancelar
 * and Imprimir. Imprimir closes it, which resets it (its form is mounted with each opening), and
 * the PDF downloads behind it. Back closes it, as every layer over a page (decision 0024).
 */
export function ProntuarioModal({ opened, residente, funcionarios, onClose }: ProntuarioModalProps) {
  return (
    <ModalSobreATela opened={opened} titulo={TITULO_PRONTUARIO} onClose={onClose}>
      <FormularioDoProntuario residente={residente} funcionarios={funcionarios} fechar={onClose} />
    </ModalSobreATela>
  );
}

function FormularioDoProntuario({
  residente,
  funcionarios,
  fechar,
}: Omit<ProntuarioModalProps, 'opened' | 'onClose'> & { fechar: () => void }) {
  const [funcionario, setFuncionario] = useState<string>(TODOS_OS_FUNCIONARIOS.value);
  const form = useFormulario(esquemaDoPeriodo, PERIODO_ABERTO);
  function imprimir(periodo: Periodo) {
    fechar();
    void baixarProntuario(residente.CODIGO_RESIDENTE, residente.NOME, {
      codigoFuncionario: funcionarioEscolhido(funcionario),
      dateStart: periodo.data_inicial,
      dateFinish: periodo.data_final,
    });
  }
  return (
    <Form form={form} onSubmit={imprimir} aria-label={`Prontuário de ${residente.NOME}`}>
      <Stack>
        <SelectDeFuncionario valor={funcionario} opcoes={funcionarios} aoMudar={setFuncionario} />
        <Text size="sm" c="gray.7" id="dica-datas-prontuario">
          {DICA_DATAS_DO_PRONTUARIO}
        </Text>
        <SimpleGrid cols={2}>
          <CampoDoPeriodo name="data_inicial" label="De" aria-describedby="dica-datas-prontuario" />
          <CampoDoPeriodo name="data_final" label="Até" aria-describedby="dica-datas-prontuario" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={fechar}>
            Cancelar
          </Button>
          <Button type="submit">Imprimir</Button>
        </Group>
      </Stack>
    </Form>
  );
}
