import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MapsLink } from "./maps-link";

describe("MapsLink", () => {
  it("links a web address in a new tab without handing it the opener", () => {
    render(<MapsLink href="https://maps.example.com/?q=flores" />);
    const link = screen.getByRole("link", { name: "Ver no mapa" });
    expect(link.getAttribute("href")).toBe("https://maps.example.com/?q=flores");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it.each(["javascript:alert(1)", "data:text/html,<b>x</b>", "//evil.example", "maps.example.com", ""])(
    "never links %s",
    (href) => {
      const { container } = render(<MapsLink href={href} />);
      expect(container.innerHTML).toBe("");
    },
  );
});
