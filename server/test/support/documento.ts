/**
 * Test support: the app's OpenAPI document (/docs/json) as far as the tests read it (decision 0048).
 */

/** A JSON schema of the document. */
export interface Esquema {
  type?: string;
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  enum?: unknown[];
  pattern?: string;
  description?: string;
}

export interface Resposta {
  description: string;
  content?: Record<string, { schema?: { $ref?: string; properties?: object } }>;
}

export interface Operacao {
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Esquema }> };
  parameters?: { in: string; name: string; required?: boolean; description?: string }[];
  responses: Record<string, Resposta>;
}

export interface Documento {
  paths: Record<string, Record<string, Operacao>>;
  components: {
    schemas: Record<string, { properties?: object }>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
}

/** A route's path as the document writes it: `/residente/:id` → `/residente/{id}`. */
export const caminhoNoDocumento = (url: string) => url.replace(/:(\w+)/g, '{$1}');
