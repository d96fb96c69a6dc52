/** Every user-facing Portuguese text that server and web share (docs/produto.md §8, §9). One place, letter for letter. */
/** A count as Brazilians write it and the fields' counters show it: "4.000". */
export const emMilhares = (numero: number) => numero.toLocaleString('pt-BR');

/**
 * A text past its limit, said as its field's counter says it ("5.000/4.000") and how much to cut:
 * "Máximo de 4.000 caracteres: o texto tem 1.000 a mais".
 */
function textoLongoDemais(maximo: number, tamanho: number): string {
  return `Máximo de ${emMilhares(maximo)} caracteres: o texto tem ${emMilhares(tamanho - maximo)} a mais`;
}

export const MENSAGENS = {
  naoAutorizado: 'Não autorizado',
  naoEncontrado: 'Recurso não encontrado',
  erroProcessamento: 'Ocorreu um erro ao processar sua solicitação',
  erroInterno: 'Erro interno',
  falhaGenerica: 'Não foi possível concluir a operação. Tente novamente.',
  semConexao: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
  respostaInesperada: 'O servidor enviou uma resposta inesperada.',
  naoAutenticado: 'Sessão expirada ou inexistente. Entre novamente.',
  dadosInvalidos: 'Dados inválidos',
  campoObrigatorio: 'Campo Obrigatório',
  senhasNaoConferem: 'Senhas não conferem',
  novasSenhasNaoConferem: 'As novas senhas não conferem',
  emailInvalido: 'E-mail inválido',
  senhaTamanho: 'A senha deve ter entre 4 e 100 caracteres',
  credenciaisInvalidas: 'E-mail ou senha incorretos',
  usuarioInativo: 'Usuário inativo. Procure a coordenação.',
  /** Accounts (decision 0027). */
  loginFormato: 'Login: de 1 a 60 letras sem acento, números, ponto, hífen ou sublinhado',
  loginReservado: 'Este login é reservado pelo sistema: escolha outro',
  permissaoInvalida: 'Perfil de acesso inválido',
  funcionarioJaTemUsuario: 'Este funcionário já tem um usuário',
  funcionarioInativoSemUsuario: 'Funcionário inativo: reative-o antes de dar acesso ao sistema',
  /** One person, one role (decision 0027): an employee is never also a resident, nor the reverse. */
  pessoaJaEFuncionario: 'Esta pessoa já é funcionário: um funcionário não pode ser também residente',
  pessoaJaEResidente: 'Esta pessoa já é residente: um residente não pode ser também funcionário',
  /** 409 of `DELETE /telefone/{id}` and `/endereco/{id}` on a row some owner still links (decision 0019). */
  telefoneEmUso: 'Telefone em uso: remova-o de todos os cadastros antes de apagá-lo',
  enderecoEmUso: 'Endereço em uso: remova-o de todos os cadastros antes de apagá-lo',
  usuarioJaVinculado: 'Este usuário já está vinculado a um funcionário',
  ultimoAdministrador:
    'É preciso manter ao menos um administrador ativo: dê o perfil Administrador a outro usuário antes',
  usuarioAtualizado: 'Usuário atualizado',
  senhaInicialRedefinida: 'Senha redefinida: o usuário deve trocá-la no próximo acesso',
  muitasTentativas: 'Muitas tentativas. Tente novamente em alguns minutos.',
  /** 503 while every password-hashing slot and its queue are taken (decision 0031). */
  servidorOcupado: 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.',
  /** 503 while the database does not answer (stopped, restarting, unreachable): nothing was saved. */
  bancoIndisponivel: 'O banco de dados não está respondendo. Nada foi salvo: tente novamente em instantes.',
  /** A new password among the ~10,000 most common ones (decision 0031). */
  senhaComum: 'Esta senha está entre as mais usadas e é fácil de adivinhar: escolha outra',
  senhaIgualAoUsuario: 'A senha não pode ser igual ao login nem ao e-mail',
  xsrfInvalido: 'Requisição recusada: token de segurança ausente ou inválido. Recarregue a página.',
  esqueciEnviado: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
  linkInvalido: 'Link inválido ou expirado. Peça um novo.',
  senhaRedefinida: 'Senha redefinida com sucesso',
  senhaDefinida: 'senha definida!',
  primeiroAcessoConcluido: 'A senha já foi definida. Use "Alterar senha".',
  senhaAtualIncorreta: 'Senha atual incorreta',
  senhaAlterada: 'Senha alterada com sucesso',
  deslogado: 'Sessão encerrada',
  desejaSair: 'Deseja sair?',
  confirma: 'Confirma ?',
  ateLogo: 'Até logo!',
  paginaNaoEncontrada: 'Página Não Encontrada',
  prontuarioEmitido: 'Prontuário emitido com sucesso',
  /** 503 of a PDF report while every PDF thread and its queue are taken (decision 0029). */
  relatoriosOcupados: 'Muitos relatórios sendo gerados; tente novamente em instantes',
  /** 422 of a PDF whose layout outgrew its thread's memory: asking again would fail the same way. */
  relatorioGrandeDemais: 'O relatório é grande demais para gerar em PDF: filtre menos registros',
  /** 503 of a PDF whose thread stopped (a crash): a new thread serves the next try. */
  geradorDePdfParou: 'O gerador de PDF parou; tente novamente em instantes',
  diretivaFormControl: 'Esse componente precisa ser usado com uma diretiva FormControlName',
  /** 409 of an update sent with a stale VERSAO (decision 0017): nothing was written. */
  registroAlterado: 'Este registro foi alterado por outra pessoa desde que você o abriu',
  /** 400 of a text with a control character (NUL…) or half a character (docs/produto.md §5): kept as typed, it could not be. */
  caractereInvalido: 'Texto com caractere inválido (de controle ou incompleto): apague-o e digite novamente',
  /** 400 of a body with fields the route does not know: each is named, nothing is written. */
  campoDesconhecido: (campo: string) => `Campo desconhecido: ${campo}`,
  jaExistente: (rotulo: string) => `${rotulo} já existente`,
  /** A date typed on screen that cannot be read as a day (decision 0025). */
  dataIlegivel: 'Data inválida: use dd/mm/aaaa',
  /** A select left with text that names no option: what stays is said, never restored unseen. */
  nenhumaOpcao: (digitado: string, mantido: string) =>
    `Nenhuma opção com “${digitado}”; ficou ${mantido || 'em branco'}`,
  /** A phone that is not a DDD and 8 or 9 digits, nor a service number (decision 0025). */
  telefoneInvalido: 'Telefone inválido: informe o DDD e o número (8 ou 9 dígitos), ou um número 0800 ou 4004',
  telefoneNaoECelular:
    'Este número não é de celular (celular tem DDD e 9 dígitos, começando com 9): escolha outro tipo',
  telefoneRepetido: 'Este telefone já está neste cadastro',
  /** The employees section (decision 0026). */
  funcionarioJaInativo: 'Funcionário já inativo',
  funcionarioJaAtivo: 'Funcionário já está ativo',
  informePessoa: 'Informe PESSOA ou PESSOA_CODIGO',
  conselhoIncompleto: 'Informe sigla, número e UF do conselho',
  conselhoSiglaInvalida: 'Sigla do conselho inválida: use só letras (COREN, CRM…)',
  demissaoFutura: 'A data de demissão não pode ser posterior a hoje',
  demissaoAntesDaAdmissao: 'A data de demissão não pode ser anterior à de admissão',
  dependenteRemovido: 'Dependente removido',
  telefoneAlheio: 'Telefone não pertence a este funcionário',
  enderecoAlheio: 'Endereço não pertence a este funcionário',
  funcionarioDoCorpoDiferente: 'O CODIGO_FUNCIONARIO do corpo difere do da rota',
  /** Follow-ups (decision 0028). */
  acompanhamentoFuturo: 'A data do acompanhamento não pode ser posterior a hoje',
  horaInvalida: 'Hora inválida: use HH:mm',
  informeFuncionario: 'Informe ao menos um funcionário participante',
  informeResidente: 'Informe ao menos um residente',
  participanteRepetido: 'Participante repetido',
  textoLongoDemais,
  maximoDeParticipantes: (maximo: number) => `Máximo de ${emMilhares(maximo)} participantes`,
  periodoInvertido: 'A data inicial não pode ser posterior à data final',
  periodoLongoDemais: (maximo: string) =>
    `O período tem mais de ${maximo} acompanhamentos: escolha um período menor, ou use a lista paginada`,
  acompanhamentoForaDaJanela:
    'Passaram-se mais de 24 horas desde o registro: este acompanhamento não pode mais ser alterado. Registre uma correção.',
  acompanhamentoDeOutroAutor: 'Só quem registrou o acompanhamento, ou um administrador, pode alterá-lo',
  acompanhamentoSemFuncionario: 'Um acompanhamento não pode ficar sem funcionário participante',
  acompanhamentoSemResidente: 'Um acompanhamento não pode ficar sem residente',
  participanteRemovido: 'Participante removido',
  participanteJaVinculado: 'Este participante já está no acompanhamento',
  acompanhamentoCorrigidoNaoEncontrado: 'Acompanhamento a corrigir não encontrado',
  funcionarioNaoEncontrado: (codigos: string) => `Funcionário não encontrado: código ${codigos}`,
  residenteNaoEncontrado: (codigos: string) => `Residente não encontrado: código ${codigos}`,
  funcionarioInativoNoAcompanhamento: (nomes: string) =>
    `Funcionário inativo não pode participar de um acompanhamento: ${nomes}`,
  residenteInativoNoAcompanhamento: (nomes: string) =>
    `Residente inativo não pode participar de um acompanhamento: ${nomes}`,
  chaveDeEnvioInvalida: 'Idempotency-Key inválida: deve ser um UUID',
  chaveDeEnvioComOutroConteudo:
    'Um envio anterior deste formulário já salvou o acompanhamento, com outro conteúdo. Confira-o na lista de acompanhamentos e, se preciso, edite-o.',
  chaveDeEnvioComOutroCadastro:
    'Um envio anterior deste formulário já salvou o cadastro, com outro conteúdo. Confira-o na lista e, se preciso, edite-o.',
  // The audit screen's filters (decision 0033).
  acaoInvalida: 'Ação inválida',
  entidadeInvalida: 'Entidade inválida',
  paginaInvalida: 'Página inválida: volte ao início da lista',
} as const;
