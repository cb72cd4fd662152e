// Reads Unity's C# reference (a checkout of Unity-Technologies/UnityCsReference at one tag) with Roslyn and writes, for
// each type the stand-in models, its public members as signature lines (the format is in unity/tools/surface/Format.md;
// unity/tools/surface/SurfaceReport.cs writes the stand-in's side in the same format, by reflection).
//   SurfaceExtract REFERENCE_DIR TYPES_FILE TAG COMMIT MONO_LIB OUT_FILE
// TYPES_FILE: one metadata name a line (UnityEngine.Events.UnityEvent`1, UnityEngine.ParticleSystem+MainModule), the
// public types of the stand-in's UnityEngine.dll and UnityEditor.dll. The whole reference is compiled (not emitted)
// against mono's .NET Framework assemblies, so partial classes spread over *.bindings.cs, *.deprecated.cs, ... merge
// and type names bind to their full names, as Unity's compiler binds them.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

static class Program
{
    static readonly SortedDictionary<string, int> UnresolvedNames = new SortedDictionary<string, int>(StringComparer.Ordinal);

    static int Main(string[] args)
    {
        if (args.Length != 6)
        {
            Console.Error.WriteLine("usage: SurfaceExtract REFERENCE_DIR TYPES_FILE TAG COMMIT MONO_LIB OUT_FILE");
            return 2;
        }
        string refDir = Path.GetFullPath(args[0]), typesFile = args[1], tag = args[2], commit = args[3], monoLib = args[4], outFile = args[5];
        // Unity's reference keeps almost no preprocessor code; what is left is editor-only code, which the editor has.
        var parse = new CSharpParseOptions(LanguageVersion.Preview, preprocessorSymbols: new[] { "UNITY_EDITOR" });
        var files = Directory.EnumerateFiles(refDir, "*.cs", SearchOption.AllDirectories)
            .Where(f => !IsUnder(refDir, f, "Tools") && !IsUnder(refDir, f, "Projects"))
            .OrderBy(f => f, StringComparer.Ordinal).ToList();
        var trees = files.AsParallel().AsOrdered()
            .Select(f => CSharpSyntaxTree.ParseText(File.ReadAllText(f), parse, Path.GetRelativePath(refDir, f)))
            // A global using (External/ScriptingCore's GlobalUsings.cs, its own assembly in Unity) would reach every file
            // of this one compilation and make names such as Object ambiguous.
            .Where(t => !t.GetCompilationUnitRoot().Usings.Any(u => !u.GlobalKeyword.IsKind(SyntaxKind.None)))
            .ToList();
        var refs = new[] { "mscorlib.dll", "System.dll", "System.Core.dll", "System.Xml.dll", "System.Xml.Linq.dll", "Facades/netstandard.dll" }
            .Select(p => Path.Combine(monoLib, p)).Where(File.Exists)
            .Select(p => (MetadataReference)MetadataReference.CreateFromFile(p)).ToList();
        var compilation = CSharpCompilation.Create("UnityCsReference", trees, refs,
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true));

        var lines = new SortedSet<string>(StringComparer.Ordinal);
        var absent = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var name in File.ReadAllLines(typesFile).Select(l => l.Trim()).Where(l => l.Length > 0).Distinct())
        {
            var type = compilation.Assembly.GetTypeByMetadataName(name);
            if (type == null || !IsPublic(type))
            {
                absent.Add(name.Replace('+', '.'));
                continue;
            }
            foreach (var line in Members(type)) lines.Add(line);
        }
        var output = new StringBuilder();
        output.Append("# UnityCsReference ").Append(tag).Append(' ').Append(commit)
            .Append(": public members of the types the stand-in models (unity/tools/surface/extract.sh; format: unity/tools/surface/Format.md)\n");
        foreach (var a in absent) output.Append("# absent ").Append(a).Append('\n');
        foreach (var l in lines) output.Append(l).Append('\n');
        File.WriteAllText(outFile, output.ToString());
        Console.Error.WriteLine($"SurfaceExtract: {tag}: {files.Count} files, {lines.Count} lines, {absent.Count} stand-in types not in the reference -> {outFile}");
        if (UnresolvedNames.Count > 0)
            Console.Error.WriteLine("SurfaceExtract: unresolved type names (written as ?Name): " +
                string.Join(", ", UnresolvedNames.Select(kv => kv.Key + " x" + kv.Value)));
        return 0;
    }

    static bool IsUnder(string root, string file, string top) =>
        Path.GetRelativePath(root, file).StartsWith(top + Path.DirectorySeparatorChar, StringComparison.Ordinal);

    static bool IsPublic(INamedTypeSymbol type)
    {
        for (var t = type; t != null; t = t.ContainingType)
            if (t.DeclaredAccessibility != Accessibility.Public) return false;
        return true;
    }

    // The type's column: namespace, containing types and name joined by '.', generic arity as `N (metadata style).
    static string TypeColumn(INamedTypeSymbol t)
    {
        string own = t.MetadataName;
        if (t.ContainingType != null) return TypeColumn(t.ContainingType) + "." + own;
        var ns = t.ContainingNamespace;
        return ns == null || ns.IsGlobalNamespace ? own : ns.ToDisplayString() + "." + own;
    }

    static IEnumerable<string> Members(INamedTypeSymbol t)
    {
        string tn = TypeColumn(t);
        yield return Line(tn, "type", TypeSignature(t), t.IsStatic, Obsolete(t));
        if (t.TypeKind == TypeKind.Delegate)
        {
            var invoke = t.DelegateInvokeMethod;
            yield return Line(tn, "delegate", "Invoke" + Parameters(invoke.Parameters, false) + ":" + Return(invoke), false, "-");
            yield break;
        }
        foreach (var m in t.GetMembers())
        {
            if (m.DeclaredAccessibility != Accessibility.Public || m is INamedTypeSymbol) continue;
            switch (m)
            {
                case IFieldSymbol f:
                    if (f.IsImplicitlyDeclared) continue;
                    if (t.TypeKind == TypeKind.Enum) yield return Line(tn, "const", f.Name, true, Obsolete(f));
                    else if (f.IsConst) yield return Line(tn, "const", f.Name + ":" + Type(f.Type), true, Obsolete(f));
                    else yield return Line(tn, "field", f.Name + ":" + Type(f.Type), f.IsStatic, Obsolete(f));
                    break;
                case IPropertySymbol p:
                {
                    bool get = p.GetMethod != null && p.GetMethod.DeclaredAccessibility == Accessibility.Public;
                    bool set = p.SetMethod != null && p.SetMethod.DeclaredAccessibility == Accessibility.Public;
                    if (!get && !set) continue;
                    string accessors = "{" + (get ? "get;" : "") + (set ? "set;" : "") + "}";
                    if (p.IsIndexer)
                        yield return Line(tn, "indexer", "this" + Parameters(p.Parameters, false, '[', ']') + ":" + RefPrefix(p.RefKind) + Type(p.Type) + accessors, p.IsStatic, Obsolete(p));
                    else
                        yield return Line(tn, "property", p.Name + ":" + RefPrefix(p.RefKind) + Type(p.Type) + accessors, p.IsStatic, Obsolete(p));
                    break;
                }
                case IEventSymbol e:
                    yield return Line(tn, "event", e.Name + ":" + Type(e.Type), e.IsStatic, Obsolete(e));
                    break;
                case IMethodSymbol me:
                    switch (me.MethodKind)
                    {
                        case MethodKind.Constructor:
                            // A class without constructors has C#'s public parameterless one; a struct's is not a member.
                            if (me.IsImplicitlyDeclared && t.TypeKind != TypeKind.Class) continue;
                            yield return Line(tn, "ctor", "ctor" + Parameters(me.Parameters, false), false, Obsolete(me));
                            break;
                        case MethodKind.Ordinary:
                            yield return Line(tn, "method", me.Name + TypeParameters(me) + Parameters(me.Parameters, me.IsExtensionMethod) + ":" + Return(me), me.IsStatic, Obsolete(me));
                            break;
                        case MethodKind.UserDefinedOperator:
                        case MethodKind.Conversion:
                            yield return Line(tn, "operator", me.MetadataName + Parameters(me.Parameters, false) + ":" + Return(me), me.IsStatic, Obsolete(me));
                            break;
                    }
                    break;
            }
        }
    }

    static string Line(string type, string kind, string signature, bool isStatic, string obsolete) =>
        type + "|" + kind + "|" + signature + "|" + (isStatic ? "static" : "-") + "|" + obsolete;

    static string TypeSignature(INamedTypeSymbol t)
    {
        switch (t.TypeKind)
        {
            case TypeKind.Interface: return "interface";
            case TypeKind.Enum: return "enum";
            case TypeKind.Struct: return "struct";
            case TypeKind.Delegate: return "delegate";
        }
        string mods = t.IsStatic ? "static " : t.IsAbstract ? "abstract " : t.IsSealed ? "sealed " : "";
        string b = t.BaseType == null || t.BaseType.SpecialType == SpecialType.System_Object ? "" : " : " + Type(t.BaseType);
        return mods + "class" + b;
    }

    static string TypeParameters(IMethodSymbol m) =>
        m.TypeParameters.Length == 0 ? "" : "<" + string.Join(",", m.TypeParameters.Select(p => p.Name)) + ">";

    static string Parameters(IEnumerable<IParameterSymbol> ps, bool extension, char open = '(', char close = ')')
    {
        var parts = new List<string>();
        bool first = true;
        foreach (var p in ps)
        {
            string s = (first && extension ? "this " : "") + (p.IsParams ? "params " : "") + RefPrefix(p.RefKind) + Type(p.Type) + (p.IsOptional ? "=" : "");
            parts.Add(s);
            first = false;
        }
        return open + string.Join(",", parts) + close;
    }

    static string RefPrefix(RefKind k)
    {
        switch (k)
        {
            case RefKind.Ref: return "ref ";
            case RefKind.Out: return "out ";
            case RefKind.In: return "in ";
            case RefKind.RefReadOnlyParameter: return "in ";
            default: return "";
        }
    }

    static string Return(IMethodSymbol m) =>
        (m.ReturnsByRefReadonly ? "ref readonly " : m.ReturnsByRef ? "ref " : "") + Type(m.ReturnType);

    static readonly Dictionary<SpecialType, string> Keywords = new Dictionary<SpecialType, string>
    {
        { SpecialType.System_Object, "object" }, { SpecialType.System_Void, "void" }, { SpecialType.System_Boolean, "bool" },
        { SpecialType.System_Char, "char" }, { SpecialType.System_SByte, "sbyte" }, { SpecialType.System_Byte, "byte" },
        { SpecialType.System_Int16, "short" }, { SpecialType.System_UInt16, "ushort" }, { SpecialType.System_Int32, "int" },
        { SpecialType.System_UInt32, "uint" }, { SpecialType.System_Int64, "long" }, { SpecialType.System_UInt64, "ulong" },
        { SpecialType.System_Single, "float" }, { SpecialType.System_Double, "double" }, { SpecialType.System_Decimal, "decimal" },
        { SpecialType.System_String, "string" },
    };

    // A type as signatures name it: C#'s keywords for the built-in types, else namespace.Containing.Name<args>.
    static string Type(ITypeSymbol t)
    {
        switch (t)
        {
            case IArrayTypeSymbol a: return Type(a.ElementType) + "[" + new string(',', a.Rank - 1) + "]";
            case IPointerTypeSymbol p: return Type(p.PointedAtType) + "*";
            case ITypeParameterSymbol tp: return tp.Name;
            case IDynamicTypeSymbol _: return "object";
            case IErrorTypeSymbol e:
                lock (UnresolvedNames) UnresolvedNames[e.Name] = UnresolvedNames.TryGetValue(e.Name, out var n) ? n + 1 : 1;
                return "?" + e.Name;
            case INamedTypeSymbol nt:
            {
                if (Keywords.TryGetValue(nt.SpecialType, out var kw)) return kw;
                if (nt.IsTupleType && nt.TupleUnderlyingType != null) nt = nt.TupleUnderlyingType;
                string prefix;
                if (nt.ContainingType != null) prefix = Type(nt.ContainingType) + ".";
                else if (nt.ContainingNamespace == null || nt.ContainingNamespace.IsGlobalNamespace) prefix = "";
                else prefix = nt.ContainingNamespace.ToDisplayString() + ".";
                string args = nt.TypeArguments.Length == 0 ? "" : "<" + string.Join(",", nt.TypeArguments.Select(Type)) + ">";
                return prefix + nt.Name + args;
            }
            default: return t.ToDisplayString();
        }
    }

    // "-", "obsolete" ([Obsolete], [Obsolete("…")], [Obsolete("…", false)]) or "obsolete-error" ([Obsolete("…", true)]).
    static string Obsolete(ISymbol s)
    {
        foreach (var a in s.GetAttributes())
        {
            string name = a.AttributeClass?.Name;
            if (name != "ObsoleteAttribute" && name != "Obsolete") continue;
            if (a.ConstructorArguments.Length >= 2)
                return a.ConstructorArguments[1].Value is true ? "obsolete-error" : "obsolete";
            // Not bound (an error type): read the syntax.
            if (a.ApplicationSyntaxReference?.GetSyntax() is AttributeSyntax syntax && syntax.ArgumentList != null &&
                syntax.ArgumentList.Arguments.Count >= 2 && syntax.ArgumentList.Arguments[1].Expression.IsKind(SyntaxKind.TrueLiteralExpression))
                return "obsolete-error";
            return "obsolete";
        }
        return "-";
    }
}
