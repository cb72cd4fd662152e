/* A real Win32 modal dialog for tests/windows/dialogs.test.mjs: prints its Windows process id, shows
 * MessageBoxW titled by argv[1] (default "Scene Modified") with Yes, No and Cancel, and prints which
 * button closed it, so the test knows the hub pressed the one it asked for. Built by the test with
 * mingw-w64 (x86_64-w64-mingw32-gcc) and run under the same Wine prefix as patchbay.exe.
 *
 * `--relay PORT` (after the title): before the dialog, it also listens on a loopback port of its own
 * (printed as "relay N") and passes one connection's bytes to and from 127.0.0.1:PORT, the hub, on two
 * threads while the dialog blocks the main one. A test editor that links through it has its link held
 * by this process, as Unity's own link is held by the process that shows Unity's dialogs: the hub then
 * may press (issue 44: a button is pressed only in the process the OS says holds the editor's link). */
#include <winsock2.h>
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

struct pipe_ends {
  SOCKET from;
  SOCKET to;
};

static DWORD WINAPI pump(LPVOID arg) {
  struct pipe_ends* p = (struct pipe_ends*)arg;
  char buffer[16384];
  for (;;) {
    int n = recv(p->from, buffer, (int)sizeof buffer, 0);
    if (n <= 0) break;
    for (int sent = 0; sent < n;) {
      int m = send(p->to, buffer + sent, n - sent, 0);
      if (m <= 0) goto done;
      sent += m;
    }
  }
done:
  shutdown(p->to, SD_SEND);
  return 0;
}

static DWORD WINAPI relay(LPVOID arg) {
  SOCKET listener = (SOCKET)(UINT_PTR)((UINT_PTR*)arg)[0];
  unsigned short hub_port = (unsigned short)((UINT_PTR*)arg)[1];
  SOCKET editor = accept(listener, NULL, NULL);
  if (editor == INVALID_SOCKET) return 1;
  SOCKET hub = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
  struct sockaddr_in to = {0};
  to.sin_family = AF_INET;
  to.sin_port = htons(hub_port);
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(hub, (struct sockaddr*)&to, sizeof to) != 0) {
    closesocket(editor);
    return 1;
  }
  static struct pipe_ends up, down;
  up.from = editor;
  up.to = hub;
  down.from = hub;
  down.to = editor;
  HANDLE threads[2] = {CreateThread(NULL, 0, pump, &up, 0, NULL),
                       CreateThread(NULL, 0, pump, &down, 0, NULL)};
  WaitForMultipleObjects(2, threads, TRUE, INFINITE);
  return 0;
}

int wmain(int argc, wchar_t** argv) {
  const wchar_t* title = argc > 1 ? argv[1] : L"Scene Modified";
  printf("pid %lu\n", (unsigned long)GetCurrentProcessId());
  fflush(stdout);
  HANDLE relay_thread = NULL;
  if (argc > 3 && wcscmp(argv[2], L"--relay") == 0) {
    WSADATA wsa;
    WSAStartup(MAKEWORD(2, 2), &wsa);
    SOCKET listener = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    struct sockaddr_in at = {0};
    at.sin_family = AF_INET;
    at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int size = sizeof at;
    if (bind(listener, (struct sockaddr*)&at, sizeof at) != 0 || listen(listener, 1) != 0 ||
        getsockname(listener, (struct sockaddr*)&at, &size) != 0) {
      printf("relay failed %d\n", WSAGetLastError());
      return 1;
    }
    static UINT_PTR args[2];
    args[0] = (UINT_PTR)listener;
    args[1] = (UINT_PTR)_wtoi(argv[3]);
    relay_thread = CreateThread(NULL, 0, relay, args, 0, NULL);
    printf("relay %u\n", (unsigned)ntohs(at.sin_port));
    fflush(stdout);
  }
  int answer = MessageBoxW(NULL, L"The scene has been modified. Save the changes?", title,
                           MB_YESNOCANCEL | MB_ICONQUESTION);
  printf("answered %s\n", answer == IDYES      ? "Yes"
                          : answer == IDNO     ? "No"
                          : answer == IDCANCEL ? "Cancel"
                                               : "other");
  fflush(stdout);
  /* The link lives on until the test ends it: the hub's answer to answer_dialog comes over it. */
  if (relay_thread) WaitForSingleObject(relay_thread, INFINITE);
  return 0;
}
