import type { Format } from '@mnemoria/events';

/** GET /api/bmevent/formats: every built-in competition format (sprints, WMSC and IAM disciplines). */
export interface FormatsResponse {
  success: true;
  data: { formats: Format[] };
}
