import { describe, expect, it } from "vitest";
import { CAMERA_BUSY, CAMERA_FAILED, CAMERA_REFUSED, cameraProblem, NO_CAMERA } from "./camera-problem";

const failure = (name: string) => new DOMException("", name);

describe("cameraProblem", () => {
  it("asks for the permission when it was refused", () => {
    expect(cameraProblem(failure("NotAllowedError"))).toBe("Permita o acesso à câmera para ler o código");
    expect(cameraProblem(failure("SecurityError"))).toBe(CAMERA_REFUSED);
  });

  it("says there is no camera when none answers what was asked", () => {
    expect(cameraProblem(failure("NotFoundError"))).toBe(NO_CAMERA);
    expect(cameraProblem(failure("OverconstrainedError"))).toBe(NO_CAMERA);
  });

  it("says the camera is busy when another application holds it", () => {
    expect(cameraProblem(failure("NotReadableError"))).toBe(CAMERA_BUSY);
  });

  it("falls back to a general message for anything else", () => {
    expect(cameraProblem(new Error("boom"))).toBe(CAMERA_FAILED);
    expect(cameraProblem("not an error")).toBe(CAMERA_FAILED);
  });
});
