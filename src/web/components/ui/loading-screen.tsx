/** What a page shows while the session or its code is still on its way (docs/product.md §2). */
export function LoadingScreen() {
  return (
    <p role="status" className="p-8 text-center text-muted-foreground">
      Carregando...
    </p>
  );
}
