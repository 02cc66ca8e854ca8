import { Icon } from "#app/components/icons/icon";
import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table";
import { formatCount } from "#app/lib/format";

export type TopRow = {
  id: string;
  name: string;
  /** A small picture or icon shown before the name. */
  leading?: React.ReactNode;
  views: number;
  clicks: number;
  clickRate: string;
};

/** The most clicked items of an admin section with their views, clicks and click rate. */
export function TopTable({
  title,
  description,
  nameLabel,
  rows,
  emptyText,
}: {
  title: string;
  description: string;
  nameLabel: string;
  rows: TopRow[];
  emptyText: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon name="trophy" aria-hidden className="size-4 text-primary" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : (
          <Table aria-label={title}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="hidden w-8 text-center sm:table-cell">#</TableHead>
                <TableHead>{nameLabel}</TableHead>
                <TableHead className="text-right">Dilihat</TableHead>
                <TableHead className="text-right">Diklik</TableHead>
                <TableHead className="text-right">
                  <abbr title="Rasio Klik" className="no-underline sm:hidden">
                    Rasio
                  </abbr>
                  <span className="hidden sm:inline">Rasio Klik</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.id}>
                  <TableCell className="hidden text-center text-xs font-semibold text-muted-foreground sm:table-cell">
                    {index + 1}
                  </TableCell>
                  <TableCell>
                    <span className="flex min-w-0 items-center gap-2">
                      {row.leading && <span className="hidden sm:contents">{row.leading}</span>}
                      <span className="max-w-[7.5rem] truncate font-medium sm:max-w-xs">
                        {row.name}
                      </span>
                    </span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(row.views)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(row.clicks)}
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">
                    {row.clickRate}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
