import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser's prefers-color-scheme query that a test can flip. */
function fakeSystem(dark: boolean) {
  const listeners: (() => void)[] = [];
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return {
    set(value: boolean) {
      media.matches = value;
      for (const listener of listeners) listener();
    },
  };
}

const isDark = () => document.documentElement.classList.contains("dark");

describe("theme", () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.documentElement.className = "";
  });
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system until a user's preference arrives", async () => {
    const system = fakeSystem(true);
    const { startTheme } = await import("./theme");
    startTheme();
    expect(isDark()).toBe(true);
    system.set(false);
    expect(isDark()).toBe(false);
  });

  it("keeps a chosen theme whatever the system does, and remembers it for the next load", async () => {
    const system = fakeSystem(false);
    const { applyTheme } = await import("./theme");
    applyTheme("dark");
    expect(isDark()).toBe(true);
    system.set(false);
    expect(isDark()).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("starts in the remembered theme", async () => {
    fakeSystem(true);
    localStorage.setItem("theme", "light");
    const { startTheme } = await import("./theme");
    startTheme();
    expect(isDark()).toBe(false);
  });

  it("goes back to the system's scheme when the preference is 'system'", async () => {
    const system = fakeSystem(false);
    const { applyTheme, startTheme } = await import("./theme");
    startTheme();
    applyTheme("dark");
    applyTheme("system");
    expect(isDark()).toBe(false);
    system.set(true);
    expect(isDark()).toBe(true);
  });
});
