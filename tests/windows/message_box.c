/* A real Win32 modal dialog for tests/windows/dialogs.test.mjs: prints its Windows process id, shows
 * MessageBoxW titled by argv[1] (default "Scene Modified") with Yes, No and Cancel, and prints which
 * button closed it, so the test knows the hub pressed the one it asked for. Built by the test with
 * mingw-w64 (x86_64-w64-mingw32-gcc) and run under the same Wine prefix as patchbay.exe. */
#include <windows.h>
#include <stdio.h>

int wmain(int argc, wchar_t** argv) {
  const wchar_t* title = argc > 1 ? argv[1] : L"Scene Modified";
  printf("pid %lu\n", (unsigned long)GetCurrentProcessId());
  fflush(stdout);
  int answer = MessageBoxW(NULL, L"The scene has been modified. Save the changes?", title,
                           MB_YESNOCANCEL | MB_ICONQUESTION);
  printf("answered %s\n", answer == IDYES      ? "Yes"
                          : answer == IDNO     ? "No"
                          : answer == IDCANCEL ? "Cancel"
                                               : "other");
  fflush(stdout);
  return 0;
}
