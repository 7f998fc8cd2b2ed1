import { apiSessionOf, E2E_ADMIN } from "./fixtures";
import { SHOP_PIX } from "./qr-fixtures";

/** Before any spec, on the shared server (started first): the shop's Pix key, so it never changes mid-run. */
export default async function globalSetup() {
  const admin = await apiSessionOf(E2E_ADMIN);
  try {
    await admin.send("PUT", "/api/company/pix", SHOP_PIX);
  } finally {
    await admin.dispose();
  }
}
