// What the camera dialog tells a person when the camera or the reader cannot start, in words they can act on.

export const CAMERA_REFUSED = "Permita o acesso à câmera para ler o código";
export const NO_CAMERA = "Nenhuma câmera encontrada neste aparelho. Digite o código ou use o leitor USB.";
export const CAMERA_BUSY = "A câmera está sendo usada por outro aplicativo. Feche-o e tente de novo.";
export const CAMERA_UNSUPPORTED =
  "Este navegador não dá acesso à câmera nesta página (ela exige uma conexão segura, HTTPS). Digite o código ou use o leitor USB.";
export const READER_FAILED = "Não foi possível carregar o leitor de código. Verifique a conexão e tente de novo.";
export const CAMERA_FAILED = "Não foi possível abrir a câmera. Tente de novo.";

/** The words for a failure of getUserMedia (a DOMException named by the Media Capture spec). */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : undefined;
  switch (name) {
    // SecurityError: the page's Permissions-Policy or the browser's settings forbid the camera.
    case "NotAllowedError":
    case "SecurityError":
      return CAMERA_REFUSED;
    // OverconstrainedError: no camera matches what was asked.
    case "NotFoundError":
    case "OverconstrainedError":
      return NO_CAMERA;
    case "NotReadableError":
    case "AbortError":
      return CAMERA_BUSY;
    default:
      return CAMERA_FAILED;
  }
}
