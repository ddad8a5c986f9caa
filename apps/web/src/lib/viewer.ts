/**
 * The logged-in member, if any. Accounts arrive with the account work (issue 7); until then every
 * visitor is a guest and the header shows ログイン / 会員登録. Replace the body, keep the shape.
 */
export interface Viewer {
  name: string;
}

export async function getViewer(): Promise<Viewer | null> {
  return null;
}
