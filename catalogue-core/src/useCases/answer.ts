/** What a use case answers: the HTTP status and the JSON body of the contract. */
export interface Answer {
  status: number;
  body: unknown;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const created = (body: unknown): Answer => ({ status: 201, body });
