/** Fictional Brazilian names, with the accents real records have (and search must ignore). */
export const NOMES_FEMININOS = [
  'Benedita',
  'Conceição',
  'Luzia',
  'Aparecida',
  'Terezinha',
  'Sebastiana',
  'Irene',
  'Zélia',
  'Joana',
  'Lúcia',
  'Antônia',
  'Cecília',
  'Glória',
  'Inês',
  'Mônica',
  'Débora',
  'Lívia',
  'Márcia',
] as const;

export const NOMES_MASCULINOS = [
  'José',
  'João',
  'Sebastião',
  'Antônio',
  'Benedito',
  'Raimundo',
  'Joaquim',
  'Otávio',
  'Geraldo',
  'Severino',
  'Luís',
  'Vicente',
  'Célio',
  'Jônatas',
  'André',
  'Fábio',
  'Márcio',
  'Cássio',
] as const;

export const SOBRENOMES = [
  'da Silva',
  'dos Santos',
  'Conceição',
  'Araújo',
  'Gonçalves',
  'Simões',
  'Magalhães',
  'Brandão',
  'Assunção',
  'Falcão',
  'Guimarães',
  'Peçanha',
  'Nóbrega',
  'Ribeiro',
  'Lima',
  'Câmara',
  'Sá',
  'Estêvão',
] as const;

export const CIDADES = [
  ['Campinas', 'SP'],
  ['Ribeirão Preto', 'SP'],
  ['Belo Horizonte', 'MG'],
  ['Ouro Preto', 'MG'],
  ['Salvador', 'BA'],
  ['Feira de Santana', 'BA'],
  ['Recife', 'PE'],
  ['Caruaru', 'PE'],
  ['São Luís', 'MA'],
  ['Goiânia', 'GO'],
  ['Curitiba', 'PR'],
  ['Maringá', 'PR'],
] as const;

export const LOGRADOUROS = [
  'Rua das Acácias',
  'Rua São João',
  'Avenida Brasil',
  'Rua Tiradentes',
  'Travessa da Conceição',
  'Rua Dom Pedro II',
  'Avenida Getúlio Vargas',
  'Rua Padre Anchieta',
  'Rua das Palmeiras',
] as const;

export const BAIRROS = [
  'Centro',
  'Vila Nova',
  'Jardim América',
  'Boa Vista',
  'São José',
  'Santa Cecília',
] as const;

export const PARENTESCOS = [
  'Filha',
  'Filho',
  'Sobrinha',
  'Neto',
  'Neta',
  'Irmã',
  'Nora',
  'Genro',
  'Vizinha',
] as const;

/** Job titles, feminine and masculine: an employee's title agrees with her or his sex. */
export const CARGOS = [
  { F: 'Cuidadora', M: 'Cuidador' },
  { F: 'Técnica de enfermagem', M: 'Técnico de enfermagem' },
  { F: 'Enfermeira', M: 'Enfermeiro' },
  { F: 'Nutricionista', M: 'Nutricionista' },
  { F: 'Fisioterapeuta', M: 'Fisioterapeuta' },
  { F: 'Assistente social', M: 'Assistente social' },
  { F: 'Psicóloga', M: 'Psicólogo' },
] as const;

export type Cargo = (typeof CARGOS)[number];

export const ATIVIDADES = [
  'Caminhada assistida no jardim, com pausa para hidratação.',
  'Aferição de pressão arterial e glicemia; valores dentro do esperado.',
  'Sessão de fisioterapia motora: exercícios de equilíbrio e fortalecimento de membros inferiores.',
  'Oficina de memória com jogos de palavras e músicas da juventude.',
  'Acompanhamento em consulta médica no posto de saúde do bairro.',
  'Auxílio na higiene pessoal e troca de roupas.',
  'Roda de conversa sobre as festas juninas; participação animada.',
  'Administração de medicação conforme prescrição e registro em prontuário.',
  'Visita da família acompanhada pela assistente social.',
  'Atividade de pintura em tela e modelagem com argila.',
  'Avaliação nutricional e ajuste do cardápio para dieta hipossódica.',
  'Banho de sol no pátio e leitura de jornal em grupo.',
  'Atendimento psicológico individual.',
  'Curativo em lesão no calcanhar; evolução favorável.',
  'Missa na capela da instituição, com acompanhamento até o retorno ao quarto.',
] as const;

export const BANCOS = [
  ['001', 'Banco do Brasil'],
  ['104', 'Caixa Econômica Federal'],
  ['237', 'Bradesco'],
  ['341', 'Itaú'],
] as const;
