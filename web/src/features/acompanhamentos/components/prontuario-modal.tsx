import { assistsResidenteQuery, TEXTOS_PRONTUARIO } from '@acolher/contract';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { FalhaAoSalvar } from '../../../components/botoes-do-formulario.tsx';
import { camposDe } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import { ModalDeFormulario, type SaidaDoFormulario } from '../../../components/modal-de-formulario.tsx';
import { useFormulario, useUmEnvioPorVez } from '../../../lib/formulario.ts';
import type { ResidenteDaTela } from '../api/nome-residente.ts';
import { baixarProntuario, type FiltroDoProntuario } from '../api/prontuario.ts';
import { funcionarioEscolhido, SelectDeFuncionario, TODOS_OS_FUNCIONARIOS } from './filtros-do-residente.tsx';

const DICA_DATAS_DO_PRONTUARIO = 'Preencha apenas caso queira filtrar por data';

/** Every follow-up of the resident, until the user narrows it. */
const SEM_FILTRO: FiltroDoProntuario = { employeeId: '', dateStart: '', dateFinish: '' };
const { CampoData } = camposDe<FiltroDoProntuario>();

interface ProntuarioModalProps {
  opened: boolean;
  residente: ResidenteDaTela;
  funcionarios: readonly { value: string; label: string }[];
  onClose: () => void;
}

/**
 * docs/produto.md §2's "Prontuário" modal: an employee ("Todos os funcionários" first), De and Até, Cancelar
 * and Imprimir. Imprimir closes it once the PDF is saved, which resets it (its form is mounted with
 * each opening); a refused print (a session that expired, a period the server refuses) leaves it
 * open with what was chosen, to print again. Back, Esc, the X and Cancelar close it, asking first
 * when a filter was chosen, as every layer over a page (decision 0024).
 */
export function ProntuarioModal({ opened, residente, funcionarios, onClose }: ProntuarioModalProps) {
  return (
    <ModalDeFormulario opened={opened} titulo={TEXTOS_PRONTUARIO.titulo} onCancel={onClose}>
      {(saida) => (
        <FormularioDoProntuario
          residente={residente}
          funcionarios={funcionarios}
          fechar={onClose}
          {...saida}
        />
      )}
    </ModalDeFormulario>
  );
}

function FormularioDoProntuario({
  residente,
  funcionarios,
  fechar,
  cancelar,
  acompanhar,
}: Omit<ProntuarioModalProps, 'opened' | 'onClose'> & { fechar: () => void } & SaidaDoFormulario) {
  const form = useFormulario(assistsResidenteQuery, SEM_FILTRO);
  useEffect(() => acompanhar(form));
  const [imprimindo, setImprimindo] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);
  const idFalha = useId();
  const imprimir = useUmEnvioPorVez(async (filtro: FiltroDoProntuario) => {
    setImprimindo(true);
    setFalha(null);
    const motivo = await baixarProntuario(residente.CODIGO_RESIDENTE, residente.NOME, filtro);
    setImprimindo(false);
    // A failure stays beside Imprimir after the snackbar is gone, as a form's does (decision 0013).
    if (motivo === null) fechar();
    else setFalha(motivo);
  });
  return (
    <Form
      form={form}
      onSubmit={(filtro) => void imprimir(filtro)}
      aria-label={`Prontuário de ${residente.NOME}`}
    >
      <Stack>
        <SelectDeFuncionario
          valor={form.values.employeeId || TODOS_OS_FUNCIONARIOS.value}
          opcoes={funcionarios}
          aoMudar={(valor) => form.setFieldValue('employeeId', funcionarioEscolhido(valor))}
        />
        <Text size="sm" c="gray.7" id="dica-datas-prontuario">
          {DICA_DATAS_DO_PRONTUARIO}
        </Text>
        <SimpleGrid cols={2}>
          <CampoData name="dateStart" label="De" aria-describedby="dica-datas-prontuario" />
          <CampoData name="dateFinish" label="Até" aria-describedby="dica-datas-prontuario" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={imprimindo} aria-describedby={falha === null ? undefined : idFalha}>
            Imprimir
          </Button>
        </Group>
        <FalhaAoSalvar id={idFalha} mensagem={falha} />
      </Stack>
    </Form>
  );
}
