import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";

export function AuthCard({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="py-8">
      <Card>
        <CardHeader className="items-center text-center">
          {icon && (
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
              {icon}
            </span>
          )}
          <CardTitle className="text-xl">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}
