// Full-page navigations after signing in or out (SPEC.md section 4: the page reloads), kept in
// one module so tests can replace them.
export function reloadPage(): void {
  window.location.reload();
}

export function goToPage(path: string): void {
  window.location.assign(path);
}
