# Sourced by the C# build scripts: finds Roslyn, the C# compiler Unity uses, in the .NET SDK
# (scripts/install-deps.sh checks it is there) and runs it through its compiler server, so every compile after
# the first is warm (the server, VBCSCompiler, exits by itself after PATCHBAY_CSC_KEEPALIVE seconds idle).
# Sets: CSC_DLL (the compiler), MONO_LIB (mono's .NET Framework 4.x assemblies, which the C# side targets).
# Defines: roslyn_csc ARGS... (csc with -nostdlib and mono's framework on the library path; C# as Unity sets it).
# PATCHBAY_CSC overrides the compiler (a csc.dll).

roslyn_find() {
  if [ -n "${PATCHBAY_CSC:-}" ]; then printf '%s\n' "$PATCHBAY_CSC"; return; fi
  local dotnet root
  dotnet="$(command -v dotnet 2>/dev/null)" || return 1
  root="${DOTNET_ROOT:-$(dirname "$(readlink -f "$dotnet")")}"
  # The newest SDK's compiler.
  find "$root/sdk" -mindepth 4 -maxdepth 4 -path '*/Roslyn/bincore/csc.dll' 2>/dev/null | sort -V | tail -1
}

CSC_DLL="$(roslyn_find || true)"
if [ -z "$CSC_DLL" ] || [ ! -f "$CSC_DLL" ]; then
  echo "roslyn: the .NET SDK's C# compiler (sdk/*/Roslyn/bincore/csc.dll) was not found: install the .NET SDK or set PATCHBAY_CSC (scripts/install-deps.sh)" >&2
  return 1 2>/dev/null || exit 1
fi
MONO_LIB="${PATCHBAY_MONO_LIB:-/usr/lib/mono/4.5}"
export CSC_DLL MONO_LIB

roslyn_csc() {
  dotnet "$CSC_DLL" -shared -keepalive:"${PATCHBAY_CSC_KEEPALIVE:-120}" -noconfig -nostdlib -nologo \
    -lib:"$MONO_LIB" -lib:"$MONO_LIB/Facades" -r:mscorlib.dll -r:netstandard.dll "$@"
}
