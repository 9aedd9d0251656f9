/**
 * The built-in sandbox gateway's hosted page: what is being paid, a choice of card, instant EFT
 * or AMEX, and Pay or Cancel. Plain server-rendered HTML (it stands in for a gateway's own site,
 * outside the shop's app), usable by keyboard and screen reader and at 360 px.
 */
import { escapeHtml } from '../../escape-html';

export const SANDBOX_METHODS = [
  { value: 'cc', label: 'Credit or debit card' },
  { value: 'eft', label: 'Instant EFT' },
  { value: 'ax', label: 'American Express' },
] as const;

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f172a;color:#0f172a;
  min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px}
  main{background:#fff;border-radius:12px;max-width:440px;width:100%;padding:24px;box-shadow:0 10px 30px #0006}
  h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 12px}.amount{font-size:2rem;font-weight:700;margin:8px 0 16px}
  .note{font-size:.875rem;color:#475569;background:#f1f5f9;padding:8px 12px;border-radius:8px}
  fieldset{border:1px solid #cbd5e1;border-radius:8px;margin:16px 0;padding:8px 12px}legend{font-weight:600;padding:0 4px}
  label{display:flex;gap:8px;align-items:center;padding:8px 0;cursor:pointer}input[type=radio]{width:20px;height:20px}
  .actions{display:flex;gap:12px;flex-wrap:wrap}button{flex:1 1 140px;min-height:48px;font:inherit;font-weight:600;
  border-radius:8px;cursor:pointer;border:2px solid #0f172a}.pay{background:#0f172a;color:#fff}.cancel{background:#fff;color:#0f172a}
  button:focus-visible,input:focus-visible{outline:3px solid #c2410c;outline-offset:2px}.error{color:#b91c1c}`;

/** `nonce` is the answer's Content-Security-Policy style nonce, which lets the page's one style element in. */
function page(title: string, body: string, nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(fields: [string, string][], action: string, itemName: string, amount: string, nonce: string): string {
  const hidden = fields.map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`).join('');
  const methods = SANDBOX_METHODS.map(
    (method, index) =>
      `<label><input type="radio" name="sandbox_method" value="${method.value}"${index === 0 ? ' checked' : ''}> ${method.label}</label>`,
  ).join('');
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p>${escapeHtml(itemName)}</p><p class="amount" aria-label="Amount R${escapeHtml(amount)}">R${escapeHtml(amount)}</p>
<p class="note">This is the shop's built-in test gateway: no money moves.</p>
<form method="post" action="${escapeHtml(action)}">${hidden}
<fieldset><legend>Pay with</legend>${methods}</fieldset>
<div class="actions"><button class="pay" type="submit" name="sandbox_action" value="pay">Pay R${escapeHtml(amount)}</button>
<button class="cancel" type="submit" name="sandbox_action" value="cancel">Cancel</button></div></form>`,
    nonce,
  );
}

export function errorPage(message: string, nonce: string): string {
  return page('Payment error', `<h1>Payment error</h1><p class="error" role="alert">${escapeHtml(message)}</p>`, nonce);
}
