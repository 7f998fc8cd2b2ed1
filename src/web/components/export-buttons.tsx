import { useState } from "react";
import { Download } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { download } from "@web/lib/report-export/download";
import { reportCsv } from "@web/lib/report-export/report-csv";
import type { ReportSheet } from "@web/lib/report-export/report-sheet";
import { reportXlsx } from "@web/lib/report-export/report-xlsx";

/** 'Exportar CSV' and 'Exportar XLSX': a report on screen, as files named `fileName(extension)`. */
export function ExportButtons({
  sheets,
  fileName,
}: {
  sheets: () => ReportSheet[];
  fileName: (extension: "csv" | "xlsx") => string;
}) {
  const [writing, setWriting] = useState(false);

  function exportCsv() {
    download(new Blob([reportCsv(sheets())], { type: "text/csv;charset=utf-8" }), fileName("csv"));
  }

  async function exportXlsx() {
    setWriting(true);
    try {
      download(await reportXlsx(sheets()), fileName("xlsx"));
    } catch (error) {
      notifyError("Erro ao gerar a planilha", error);
    } finally {
      setWriting(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={exportCsv}>
        <Download aria-hidden="true" className="size-4" />
        Exportar CSV
      </Button>
      <Button variant="outline" disabled={writing} onClick={() => void exportXlsx()}>
        {writing ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
        Exportar XLSX
      </Button>
    </div>
  );
}
