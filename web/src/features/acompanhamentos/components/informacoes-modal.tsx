import { type AcompanhamentoDetalhe, CAMPOS_ACOMPANHAMENTO } from '@acolher/contract';
import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { sairSemPerguntar } from '../../../components/aviso-alteracoes.tsx';
import { Dado } from '../../../components/dados-do-registro.tsx';
import { formatarData, momentoNoFuso } from '../../../lib/datas.ts';
import { useUsuarioAtual } from '../../../lib/usuario-atual.ts';
import { acompanhamentoQuery } from '../api/acompanhamento.ts';
import { infosAcompanhamentoQuery } from '../api/infos-acompanhamento.ts';
import { dataEHora, FUNCIONARIOS_PARTICIPANTES, HistoricoDeEdicoes } from './historico-de-edicoes.tsx';
import { ModalSobreATela } from './modal-sobre-a-tela.tsx';
import { OutrosDados } from './outros-campos.tsx';

const TITULO_INFORMACOES = 'Informações do acompanhamento';

interface InformacoesModalProps {
  /** The follow-up shown; null when closed. */
  codigo: number | null;
  /** Shows another follow-up in its place: the one a correction corrects, or a correction of this one. */
  onAbrir: (codigo: number) => void;
  onClose: () => void;
}

/**
 * docs/produto.md §2's "Informações do acompanhamento": Data, Atividade realizada, "Funcionarios Participantes"
 * (`/infos-acompanhamento`) and Voltar; plus the catalogue's other fields, who wrote it, its corrections and its edit history, and
 * the way to change it: "Editar" while the caller may (within 24 hours), "Corrigir" after. Back
 * closes it, as every layer over a page (decision 0024).
 */
export function InformacoesModal({ codigo, onAbrir, onClose }: InformacoesModalProps) {
  return (
    <ModalSobreATela opened={codigo !== null} titulo={TITULO_INFORMACOES} onClose={onClose} size="lg">
      {codigo !== null && <Informacoes codigo={codigo} onAbrir={onAbrir} fechar={onClose} />}
    </ModalSobreATela>
  );
}

function Informacoes({
  codigo,
  onAbrir,
  fechar,
}: {
  codigo: number;
  onAbrir: (c: number) => void;
  fechar: () => void;
}) {
  const infos = useQuery(infosAcompanhamentoQuery(codigo));
  const detalhe = useQuery(acompanhamentoQuery(codigo));
  const fuso = useUsuarioAtual().data?.FUSO_LAR;
  const voltar = (
    <Button variant="default" onClick={fechar} data-autofocus>
      Voltar
    </Button>
  );
  if (infos.isPending) return <Loader aria-label="Carregando" />;
  if (infos.isError) {
    return (
      <Stack align="flex-start">
        <Text>{infos.error.message}</Text>
        {voltar}
      </Stack>
    );
  }
  const d = detalhe.data;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Dado
          rotulo={CAMPOS_ACOMPANHAMENTO.DATA_ACOMPANHAMENTO.rotulo}
          valor={
            d
              ? dataEHora(d.DATA_ACOMPANHAMENTO, d.HORA_ACOMPANHAMENTO)
              : formatarData(infos.data.DATA_ACOMPANHAMENTO)
          }
        />
        {d && <Dado rotulo="Registrado" valor={registro(d, fuso)} />}
      </SimpleGrid>
      <Dado rotulo={CAMPOS_ACOMPANHAMENTO.ATIVIDADE.rotulo} valor={infos.data.ATIVIDADE} />
      {d && <OutrosDados registro={d} />}
      <Dado rotulo={FUNCIONARIOS_PARTICIPANTES} valor={infos.data.NOME_FUNCIONARIO} />
      {d && <Correcoes detalhe={d} onAbrir={onAbrir} />}
      {d && <HistoricoDeEdicoes historico={d.HISTORICO} fuso={fuso} />}
      <Group justify="flex-end">
        {d && <AlterarOuCorrigir detalhe={d} />}
        {voltar}
      </Group>
    </Stack>
  );
}

/**
 * "em 10/03/2025 às 14:32 por Marta Silva": when it was written (not when it happened) and by whom,
 * on the home's clock as the form and the history show it, whatever zone the device is set to.
 */
function registro(d: AcompanhamentoDetalhe, fuso: string | undefined): string {
  const quem = d.REGISTRADO_POR ? ` por ${d.REGISTRADO_POR.NOME}` : '';
  return `em ${momentoNoFuso(d.REGISTRADO_EM, fuso)}${quem}`;
}

/** Both sides of a correction show (decision 0028): the entry it corrects, and the corrections of this one. */
function Correcoes({
  detalhe: d,
  onAbrir,
}: {
  detalhe: AcompanhamentoDetalhe;
  onAbrir: (c: number) => void;
}) {
  if (d.CORRIGE_CODIGO === null && d.CORRECOES.length === 0) return null;
  const corrigido = d.CORRIGE_CODIGO;
  return (
    <Stack gap={4} align="flex-start">
      {corrigido !== null && (
        <Group gap="xs">
          <Text size="sm">Este acompanhamento é uma correção de outro.</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onAbrir(corrigido)}>
            Ver o acompanhamento corrigido
          </Button>
        </Group>
      )}
      {d.CORRECOES.map((correcao, i) => (
        <Group key={correcao} gap="xs">
          <Text size="sm">{i === 0 ? 'Este acompanhamento foi corrigido.' : 'Corrigido outra vez.'}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onAbrir(correcao)}>
            Ver a correção
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * "Editar" while the caller may still edit it (author or administrator, within 24 hours); otherwise
 * "Corrigir", a new follow-up linked to this one, which anyone of the team may write at any time.
 * Leaving through them is not the Back that closes the modal: it goes past the modal's guard.
 */
function AlterarOuCorrigir({ detalhe: d }: { detalhe: AcompanhamentoDetalhe }) {
  const navigate = useNavigate();
  const destino = d.EDITAVEL ? `/acompanhamentos/${d.CODIGO}` : `/acompanhamentos/novo?corrige=${d.CODIGO}`;
  const ir = (evento: MouseEvent) => {
    evento.preventDefault();
    sairSemPerguntar(() => navigate(destino));
  };
  return (
    <Button component={Link} to={destino} onClick={ir} variant={d.EDITAVEL ? 'filled' : 'light'}>
      {d.EDITAVEL ? 'Editar' : 'Corrigir'}
    </Button>
  );
}
