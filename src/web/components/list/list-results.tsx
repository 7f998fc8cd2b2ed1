import { Fragment, useDeferredValue, useEffect, type ReactNode } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { Page } from "@shared/paging";
import { countOf } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";

interface ListResultsProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** What the list holds, for the count line: ["pedido", "pedidos"]. */
  noun: readonly [singular: string, plural: string];
  loadingText: string;
  /** Said in a toast and in the error card with 'Tentar novamente'. */
  errorText: string;
  /** Whether a search or filter is applied, which picks noMatchText over emptyText. */
  filtered: boolean;
  emptyText: string;
  noMatchText: string;
  /** Offered under emptyText, when nothing exists yet. */
  emptyAction?: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/**
 * A paged list screen's results: loading, error, the two empty states, or the count, the cards grid
 * and 'Carregar mais' for the next page from the server.
 */
export function ListResults<T extends { id: string }>(props: ListResultsProps<T>) {
  const { query, noun, loadingText, errorText, filtered, emptyText, noMatchText, emptyAction, renderItem } = props;
  // A page of cards is a long render on a phone: deferred, React does it as a transition, in slices,
  // rather than as one long task when the answer arrives (docs/decisions/018).
  const data = useDeferredValue(query.data);

  useEffect(() => {
    if (query.isError) notifyError(errorText, query.error);
  }, [query.isError, query.error, errorText]);

  if (query.isError) {
    return (
      <Card className="p-8 text-center">
        <p className="text-muted-foreground">{errorText}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </Card>
    );
  }
  // Pending, or the answer is here and its deferred render has not caught up yet.
  if (!data) {
    return (
      <p role="status" className="py-12 text-center text-muted-foreground">
        {loadingText}
      </p>
    );
  }
  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Card className="p-12 text-center">
        <p role="status" className="text-muted-foreground">
          {filtered ? noMatchText : emptyText}
        </p>
        {!filtered && emptyAction}
      </Card>
    );
  }
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {countOf(data.pages[0]?.total ?? 0, ...noun)}
      </p>
      {/* grid-cols-1: a column never wider than the screen, whatever a card holds (320 px, WCAG 1.4.10). */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <Fragment key={item.id}>{renderItem(item)}</Fragment>
        ))}
      </div>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage && <Spinner />}
            Carregar mais
          </Button>
        </div>
      )}
    </>
  );
}
