import { describe, expect, it } from "vitest";
import { addToCart, cartTotalCents, readCart, type CartLine } from "./cart";

const screen = { id: "p1", name: "Tela A15", quantity: 3, priceCents: 30000 };
const film = { id: "p2", name: "Película", quantity: 9, priceCents: 2500 };

describe("the counter sale's cart", () => {
  it("adds a part at its price, and a second scan of it is one unit more", () => {
    let cart: CartLine[] = [];
    cart = addToCart(cart, screen);
    cart = addToCart(cart, film);
    cart = addToCart(cart, screen);
    expect(cart.map((l) => [l.product.id, l.form.quantity, l.form.price])).toEqual([
      ["p1", "2", "300,00"],
      ["p2", "1", "25,00"],
    ]);
    expect(cartTotalCents(cart)).toBe(62500);
  });

  it("reads the lines into the API's items, discounts included, as the server sums them", () => {
    const cart: CartLine[] = [
      { product: screen, form: { quantity: "1", price: "300,00", discountType: "porcentagem", discount: "10" } },
      { product: film, form: { quantity: "2", price: "20,00", discountType: "valor", discount: "5,00" } },
    ];
    expect(readCart(cart)).toEqual({
      items: [
        { productId: "p1", quantity: 1, unitPriceCents: 30000, discountType: "porcentagem", discountValue: 10 },
        { productId: "p2", quantity: 2, unitPriceCents: 2000, discountType: "valor", discountValue: 500 },
      ],
    });
    expect(cartTotalCents(cart)).toBe(30500);
  });

  it("names what to fix in each line, and has no total meanwhile", () => {
    const cart: CartLine[] = [
      { product: screen, form: { quantity: "1,5", price: "300,00", discountType: "porcentagem", discount: "" } },
      { product: film, form: { quantity: "1", price: "-3", discountType: "porcentagem", discount: "" } },
    ];
    const read = readCart(cart);
    expect("errors" in read && read.errors[0]).toEqual({ quantity: "A quantidade deve ser um número inteiro" });
    expect("errors" in read && read.errors[1]?.price).toBeTruthy();
    expect(cartTotalCents(cart)).toBeNull();
  });
});
