/**
 * A seeded pseudo-random generator (mulberry32): the demo data comes out the same on every run,
 * so a screenshot or a bug report about "Dona Benedita" means the same record everywhere.
 */
export class Sorteio {
  private estado: number;

  constructor(semente: number) {
    this.estado = semente >>> 0;
  }

  /** A float in [0, 1). */
  proximo(): number {
    this.estado = (this.estado + 0x6d2b79f5) >>> 0;
    let t = this.estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  inteiro(min: number, max: number): number {
    return min + Math.floor(this.proximo() * (max - min + 1));
  }

  item<T>(lista: readonly T[]): T {
    const escolhido = lista[this.inteiro(0, lista.length - 1)];
    if (escolhido === undefined) throw new Error('Sorteio de lista vazia');
    return escolhido;
  }

  chance(probabilidade: number): boolean {
    return this.proximo() < probabilidade;
  }

  /** `quantos` distinct items of `lista` (all of them when it has fewer). */
  distintos<T>(lista: readonly T[], quantos: number): T[] {
    const escolhidos = new Set<T>();
    while (escolhidos.size < Math.min(quantos, lista.length)) escolhidos.add(this.item(lista));
    return [...escolhidos];
  }

  digitos(quantos: number): string {
    return Array.from({ length: quantos }, () => this.inteiro(0, 9)).join('');
  }
}
