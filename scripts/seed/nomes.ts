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

/** What the day shifts (07:00–18:59) log: care, therapy, meals, outings, visits. */
export const ATIVIDADES_DIA = [
  'Banho de aspersão com auxílio, hidratação da pele e troca de roupas.',
  'Banho no leito; pele íntegra, sem hiperemia nas proeminências ósseas.',
  'Administração da medicação das 8h conforme prescrição (losartana 50 mg, metformina 850 mg); aceitou bem.',
  'Administração da medicação das 14h conforme prescrição; recusou inicialmente, aceitou após conversa.',
  'Aferição de sinais vitais: PA 13x8 mmHg, FC 76 bpm, temperatura 36,4 °C, glicemia capilar 118 mg/dL.',
  'Curativo em lesão por pressão na região sacral (estágio 2): limpeza com soro fisiológico 0,9% e cobertura com hidrocoloide. Bordas regulares, sem sinais de infecção; evolução favorável em relação ao último curativo.',
  'Curativo em úlcera venosa na perna esquerda; troca da cobertura e orientação para manter o membro elevado.',
  'Sessão de fisioterapia motora: exercícios de equilíbrio e fortalecimento de membros inferiores, 40 minutos.',
  'Fisioterapia respiratória com exercícios de expansão pulmonar; saturação de 95% ao final.',
  'Passeio assistido no jardim em cadeira de rodas, com pausa para hidratação.',
  'Passeio à praça do bairro com o grupo, acompanhado por duas cuidadoras; retorno sem intercorrências.',
  'Caminhada assistida no corredor, com andador, duas voltas.',
  'Auxílio no almoço: dieta pastosa, aceitou toda a refeição e 300 mL de suco.',
  'Café da manhã com supervisão; aceitou metade da refeição. Oferecido lanche reforçado às 10h.',
  'Oficina de memória com jogos de palavras e músicas da juventude; participação animada.',
  'Atividade de pintura em tela e modelagem com argila.',
  'Acompanhamento em consulta médica no posto de saúde do bairro; trouxe receita renovada para a enfermagem.',
  'Visita da família (filha e neta) acompanhada pela assistente social; combinado novo horário de visitas.',
  'Avaliação nutricional e ajuste do cardápio para dieta hipossódica.',
  'Atendimento psicológico individual; relata saudade de casa, humor estável.',
  'Banho de sol no pátio e leitura de jornal em grupo.',
  'Corte de unhas e cuidados com os pés; pele ressecada, aplicado hidratante.',
  'Missa na capela da instituição, com acompanhamento até o retorno ao quarto.',
  'Troca de fralda e higiene íntima; mudança de decúbito para o lado direito.',
] as const;

/** What the night shift (19:00–06:59) logs. */
export const ATIVIDADES_NOITE = [
  'Ronda noturna: dormindo tranquilamente, respiração regular.',
  'Mudança de decúbito a cada duas horas; pele íntegra.',
  'Troca de fralda e higiene íntima durante a madrugada; sem intercorrências.',
  'Administração da medicação das 22h conforme prescrição (sinvastatina 20 mg).',
  'Acordou agitado por volta das 2h, desorientado; acalmado com conversa e um copo de chá. Voltou a dormir às 2h40.',
  'Jantar com auxílio; aceitou sopa e fruta. Higiene oral após a refeição.',
  'Auxílio para ir ao banheiro durante a noite; marcha instável, acompanhado até o retorno ao leito.',
  'Aferição de temperatura por queixa de frio: 36,8 °C; oferecido cobertor extra.',
  'Queixa de dor no joelho esquerdo; administrada dipirona 500 mg conforme prescrição "se necessário". Reavaliado após uma hora, sem dor.',
] as const;

/** What a correction says: a follow-up written after the 24-hour window to set an earlier one right. */
export const CORRECOES = [
  'Correção do registro anterior: o horário correto da atividade é uma hora antes do anotado.',
  'Correção do registro anterior: faltou anotar a participação da técnica de enfermagem.',
  'Correção do registro anterior: a pressão aferida foi 13x8 mmHg, não 18x3 como registrado.',
  'Correção do registro anterior: a medicação foi aceita somente na segunda tentativa.',
] as const;

/** Why an entry was edited within its window (the edit's optional reason). */
export const MOTIVOS_EDICAO = [
  'Erro de digitação',
  'Faltou um participante',
  'Horário anotado errado',
] as const;

export const BANCOS = [
  ['001', 'Banco do Brasil'],
  ['104', 'Caixa Econômica Federal'],
  ['237', 'Bradesco'],
  ['341', 'Itaú'],
] as const;
