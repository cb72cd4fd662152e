/* A stand-in for Unity.exe in Unity Hub's Windows layout, for tests/windows/open_editor.test.mjs: patchbay.exe
 * under Wine finds it at %ProgramFiles%\Unity\Hub\Editor\<version>\Editor\Unity.exe and starts it with Unity's
 * command line (-projectPath P -logFile L [-batchmode -nographics]), as it would start Unity on Windows.
 *
 * Unity itself cannot run here, so this program hands the editor's work to the headless editor host (Linux, mono):
 * it turns the Windows paths of its command line into Linux ones (Wine's wine_get_unix_file_name), and starts
 * Unity-host.sh, the script the test wrote beside it, with them; Wine runs a Linux program started by
 * CreateProcessW natively but gives back no handle to it, so the script writes the host's exit code to a file and
 * this program waits for that file. Its own lifetime (the Windows pid the hub watches) is the host's: when the
 * editor quits, Unity.exe exits with the editor's code, as Unity does.
 *
 * Built by the test with mingw-w64 (x86_64-w64-mingw32-gcc -municode). */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

typedef char*(CDECL* unix_name_fn)(LPCWSTR);

/* Appends `arg` to `cmd` (capacity `cap`) quoted as CommandLineToArgvW reads it back. */
static int append_arg(wchar_t* cmd, size_t cap, const wchar_t* arg) {
  size_t n = wcslen(cmd);
  if (n + wcslen(arg) * 2 + 4 >= cap) return 0;
  if (n) cmd[n++] = L' ';
  cmd[n++] = L'"';
  for (const wchar_t* p = arg; *p; ++p) {
    size_t slashes = 0;
    while (*p == L'\\') {
      ++slashes;
      ++p;
    }
    if (!*p || *p == L'"') slashes *= 2; /* backslashes before a quote or the end are doubled */
    while (slashes--) cmd[n++] = L'\\';
    if (!*p) break;
    if (*p == L'"') cmd[n++] = L'\\';
    cmd[n++] = *p;
  }
  cmd[n++] = L'"';
  cmd[n] = 0;
  return 1;
}

/* The Linux path of a Windows path, as a wide string (the host reads it as UTF-8 again). Wine converts a path
 * whose folders exist; for one that does not yet (the log's Logs\ folder before Unity made it), the nearest
 * existing folder is converted and the rest appended. */
static int unix_arg(unix_name_fn to_unix, const wchar_t* windows_path, wchar_t* out, size_t cap) {
  char* unix_path = to_unix(windows_path);
  if (unix_path) {
    int ok = MultiByteToWideChar(CP_UTF8, 0, unix_path, -1, out, (int)cap) > 0;
    HeapFree(GetProcessHeap(), 0, unix_path);
    return ok;
  }
  wchar_t parent[4096];
  if (wcslen(windows_path) >= 4096) return 0;
  wcscpy(parent, windows_path);
  wchar_t* last = wcsrchr(parent, L'\\');
  if (!last || last == parent || last[-1] == L':') return 0;
  *last = 0;
  if (!unix_arg(to_unix, parent, out, cap)) return 0;
  size_t n = wcslen(out);
  if (n + wcslen(last + 1) + 2 >= cap) return 0;
  out[n] = L'/';
  wcscpy(out + n + 1, last + 1);
  return 1;
}

int wmain(int argc, wchar_t** argv) {
  unix_name_fn to_unix =
      (unix_name_fn)(void*)GetProcAddress(GetModuleHandleW(L"kernel32.dll"), "wine_get_unix_file_name");
  if (!to_unix) {
    fprintf(stderr, "fake Unity.exe: runs under Wine only (no wine_get_unix_file_name)\n");
    return 3;
  }
  wchar_t self[MAX_PATH];
  DWORD len = GetModuleFileNameW(NULL, self, MAX_PATH);
  if (!len || len >= MAX_PATH) return 3;
  wchar_t* slash = wcsrchr(self, L'\\');
  if (!slash) return 3;
  *slash = 0;

  wchar_t script[MAX_PATH + 32];
  wchar_t done_windows[MAX_PATH + 64];
  swprintf(script, MAX_PATH + 32, L"%ls\\Unity-host.sh", self);
  swprintf(done_windows, MAX_PATH + 64, L"%ls\\exit-%lu.txt", self, (unsigned long)GetCurrentProcessId());
  DeleteFileW(done_windows);

  static wchar_t cmd[32768];
  static wchar_t converted[4096];
  cmd[0] = 0;
  if (!append_arg(cmd, 32768, script)) return 3;
  if (!unix_arg(to_unix, done_windows, converted, 4096) || !append_arg(cmd, 32768, converted)) return 3;
  for (int i = 1; i < argc; ++i) {
    const wchar_t* a = argv[i];
    int is_path = i > 1 && (!_wcsicmp(argv[i - 1], L"-projectPath") || !_wcsicmp(argv[i - 1], L"-logFile"));
    if (is_path) {
      if (!unix_arg(to_unix, a, converted, 4096)) {
        fwprintf(stderr, L"fake Unity.exe: no Linux path for %ls\n", a);
        return 3;
      }
      a = converted;
    }
    if (!append_arg(cmd, 32768, a)) return 3;
  }

  STARTUPINFOW si;
  ZeroMemory(&si, sizeof si);
  si.cb = sizeof si;
  si.dwFlags = STARTF_USESTDHANDLES;
  si.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
  si.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
  si.hStdError = GetStdHandle(STD_ERROR_HANDLE);
  PROCESS_INFORMATION pi;
  ZeroMemory(&pi, sizeof pi);
  if (!CreateProcessW(script, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi)) {
    fwprintf(stderr, L"fake Unity.exe: cannot start %ls (error %lu)\n", script, GetLastError());
    return 3;
  }
  if (pi.hProcess) CloseHandle(pi.hProcess);
  if (pi.hThread) CloseHandle(pi.hThread);

  /* The editor runs until the script writes its exit code. */
  for (;;) {
    HANDLE f = CreateFileW(done_windows, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    if (f != INVALID_HANDLE_VALUE) {
      char text[32] = {0};
      DWORD got = 0;
      ReadFile(f, text, sizeof text - 1, &got, NULL);
      CloseHandle(f);
      if (got > 0 && text[got - 1] == '\n') {
        DeleteFileW(done_windows);
        fprintf(stderr, "Unity.exe %lu: the editor exited with %d\n", (unsigned long)GetCurrentProcessId(), atoi(text));
        return atoi(text);
      }
    }
    Sleep(100);
  }
}
