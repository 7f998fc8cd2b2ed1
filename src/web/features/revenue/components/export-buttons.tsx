import { useState } from "react";
import { Download } from "lucide-react";
import type { RevenueReport } from "@shared/payments";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { download } from "@web/features/revenue/export/download";
import { reportCsv } from "@web/features/revenue/export/report-csv";
import { reportFileName, reportSheets } from "@web/features/revenue/export/report-sheets";
import { reportXlsx } from "@web/features/revenue/export/report-xlsx";

/** 'Exportar CSV' and 'Exportar XLSX': the report on screen, as files. */
export function ExportButtons({ report }: { report: RevenueReport }) {
  const [writing, setWriting] = useState(false);

  function exportCsv() {
    const csv = reportCsv(reportSheets(report));
    download(new Blob([csv], { type: "text/csv;charset=utf-8" }), reportFileName(report, "csv"));
  }

  async function exportXlsx() {
    setWriting(true);
    try {
      download(await reportXlsx(reportSheets(report)), reportFileName(report, "xlsx"));
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
