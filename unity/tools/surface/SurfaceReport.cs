// The stand-in's API surface against Unity's (issue 42): lists by reflection the public members of the built stand-in
// (UnityEngine.dll, UnityEditor.dll) in the format the reference files use (unity/tools/surface/Format.md), and
// compares them with unity/headless/Surface/unity-<tag>.txt, written from UnityCsReference by unity/tools/surface/extract.sh.
//   mono SurfaceReport.exe types DIR...                         the public types of DIR/UnityEngine.dll and UnityEditor.dll
//   mono SurfaceReport.exe dump DIR                             their members, one signature line each
//   mono SurfaceReport.exe report LABEL REFERENCE DIR [LABEL REFERENCE DIR]...   docs/surface.md on stdout
// Each DIR is read in its own AppDomain (based there), so two builds of the same assemblies (the 2021.3 and 6000.5
// profiles) are read by one process.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;

public static class SurfaceReport
{
    public static int Main(string[] args)
    {
        if (args.Length >= 2 && args[0] == "types")
        {
            var all = new SortedSet<string>(StringComparer.Ordinal);
            foreach (var dir in args.Skip(1)) all.UnionWith(InDomain(dir, "types"));
            foreach (var t in all) Console.Out.Write(t + "\n");
            return 0;
        }
        if (args.Length == 2 && args[0] == "dump")
        {
            foreach (var l in InDomain(args[1], "dump")) Console.Out.Write(l + "\n");
            return 0;
        }
        if (args.Length >= 4 && args[0] == "report" && (args.Length - 1) % 3 == 0)
        {
            var profiles = new List<Profile>();
            for (int i = 1; i < args.Length; i += 3)
                profiles.Add(new Profile(args[i], args[i + 1], args[i + 2], InDomain(args[i + 2], "dump")));
            Console.Out.Write(Markdown(profiles));
            return 0;
        }
        Console.Error.WriteLine("usage: SurfaceReport.exe types DIR... | dump DIR | report LABEL REFERENCE DIR...");
        return 2;
    }

    static string[] InDomain(string dir, string what)
    {
        dir = Path.GetFullPath(dir);
        var domain = AppDomain.CreateDomain("surface " + dir, null, new AppDomainSetup { ApplicationBase = dir });
        try
        {
            var reader = (Reader)domain.CreateInstanceFromAndUnwrap(typeof(Reader).Assembly.Location, typeof(Reader).FullName);
            return reader.Read(dir, what);
        }
        finally
        {
            AppDomain.Unload(domain);
        }
    }

    // ---- The report ----

    sealed class Profile
    {
        public readonly string Label, ReferencePath;
        public readonly string Tag;
        public readonly HashSet<string> Absent = new HashSet<string>(StringComparer.Ordinal);
        public readonly List<Member> Unity = new List<Member>(), StandIn = new List<Member>();
        public readonly bool Built;

        public Profile(string label, string reference, string dir, string[] standIn)
        {
            Label = label;
            ReferencePath = reference;
            Tag = Path.GetFileNameWithoutExtension(reference);
            if (Tag.StartsWith("unity-", StringComparison.Ordinal)) Tag = Tag.Substring("unity-".Length);
            foreach (var line in File.ReadAllLines(reference))
            {
                if (line.StartsWith("# absent ", StringComparison.Ordinal)) Absent.Add(line.Substring("# absent ".Length));
                else if (line.Length > 0 && line[0] != '#') Unity.Add(new Member(line));
            }
            Built = standIn.Length > 0;
            StandIn.AddRange(standIn.Select(l => new Member(l)));
        }
    }

    sealed class Member
    {
        public readonly string Type, Kind, Signature, Static, Obsolete, Line;

        public Member(string line)
        {
            Line = line;
            var f = line.Split('|');
            if (f.Length != 5) throw new FormatException("not a surface line: " + line);
            Type = f[0]; Kind = f[1]; Signature = f[2]; Static = f[3]; Obsolete = f[4];
        }

        // What identifies a member: everything but its obsolete state, which is compared on its own.
        public string Key { get { return Type + "|" + Kind + "|" + Signature + "|" + Static; } }
        public bool IsObsolete { get { return Obsolete != "-"; } }
        public string Display
        {
            get
            {
                string s = Kind == "type" ? "type " + Signature : Kind == "ctor" ? Signature : Kind + " " + Signature;
                if (Static == "static" && Kind != "const" && Kind != "type") s = "static " + s;
                return s;
            }
        }
    }

    static bool IsUnityNamespace(string type) =>
        type.StartsWith("UnityEngine", StringComparison.Ordinal) || type.StartsWith("UnityEditor", StringComparison.Ordinal) ||
        type.StartsWith("Unity.", StringComparison.Ordinal);

    static string Markdown(List<Profile> profiles)
    {
        var md = new StringBuilder();
        md.Append("# The stand-in's API surface against Unity's\n\n");
        md.Append("Generated by `unity/tools/gen-surface-report.sh` (issue 42; `unity/test.sh` checks it is current): the public\n");
        md.Append("members of each type the stand-in models (a public type of its `UnityEngine.dll`/`UnityEditor.dll` that Unity's\n");
        md.Append("C# reference declares), read by reflection from the build, against the members the reference declares\n");
        md.Append("(`unity/headless/Surface/unity-<tag>.txt`, from UnityCsReference by `unity/tools/surface/extract.sh`). A member is its\n");
        md.Append("kind, name, parameter and return types and whether it is static; `[Obsolete]` members are counted apart. Below,\n");
        md.Append("signatures leave out the namespaces `UnityEngine.`, `UnityEditor.`, `System.` and `System.Collections.Generic.`;\n");
        md.Append("`=` marks an optional parameter. Do not edit.\n");
        md.Append("See `unity/headless/README.md`, \"The surface report\".\n\n");

        var data = profiles.Select(p => Compare(p)).ToList();
        md.Append("| Profile | Reference | Types | Members | Present | Obsolete members | Present | Not Unity's | Obsolete differs |\n");
        md.Append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        foreach (var d in data)
        {
            if (!d.P.Built) { md.Append("| ").Append(d.P.Label).Append(" | ").Append(d.P.Tag).Append(" | not built | | | | | | |\n"); continue; }
            md.Append("| ").Append(d.P.Label).Append(" | ").Append(d.P.Tag).Append(" | ").Append(d.Types.Count)
                .Append(" | ").Append(d.Current).Append(" | ").Append(d.CurrentPresent).Append(Percent(d.CurrentPresent, d.Current))
                .Append(" | ").Append(d.Obsolete).Append(" | ").Append(d.ObsoletePresent).Append(Percent(d.ObsoletePresent, d.Obsolete))
                .Append(" | ").Append(d.Extra.Count).Append(" | ").Append(d.ObsoleteDiffers.Count).Append(" |\n");
        }
        md.Append('\n');

        md.Append("## Members the stand-in has and Unity does not\n\n");
        md.Append("Bugs: code written against the stand-in would not compile in Unity. Each is a public member of a modelled type\n");
        md.Append("that the reference does not declare with this signature (often a signature that differs from Unity's: its\n");
        md.Append("missing twin is listed under the type below).\n\n");
        foreach (var d in data.Where(x => x.P.Built))
        {
            md.Append("### ").Append(d.P.Label).Append(" (").Append(d.P.Tag).Append(")\n\n");
            if (d.Extra.Count == 0) md.Append("None.\n\n");
            foreach (var g in d.Extra.GroupBy(m => m.Type))
                md.Append("- `").Append(g.Key).Append("`: ").Append(string.Join(", ", g.Select(m => "`" + Short(m.Display) + "`"))).Append('\n');
            if (d.Extra.Count > 0) md.Append('\n');
            if (d.ObsoleteDiffers.Count > 0)
            {
                md.Append("Obsolete state differs from Unity's (stand-in → Unity):\n\n");
                foreach (var x in d.ObsoleteDiffers)
                    md.Append("- `").Append(x.Item1.Type).Append("`: `").Append(Short(x.Item1.Display)).Append("`: ")
                        .Append(x.Item1.Obsolete).Append(" → ").Append(x.Item2.Obsolete).Append('\n');
                md.Append('\n');
            }
        }

        var built = data.Where(x => x.P.Built).ToList();
        md.Append("## Per type\n\n");
        md.Append("Members present / members Unity has, per profile (against ")
            .Append(string.Join(", ", built.Select(d => d.P.Label + ": UnityCsReference " + d.P.Tag))).Append("), then the obsolete ones.\n\n");
        md.Append("| Type |").Append(string.Concat(built.Select(d => " " + d.P.Label + " | obsolete |"))).Append('\n');
        md.Append("| --- |").Append(string.Concat(built.Select(d => " ---: | ---: |"))).Append('\n');
        var typeNames = built.SelectMany(d => d.Types.Select(t => t.Name)).Distinct().OrderBy(n => n, StringComparer.Ordinal).ToList();
        foreach (var name in typeNames)
        {
            md.Append("| `").Append(name).Append("` |");
            foreach (var d in built)
            {
                var t = d.Types.FirstOrDefault(x => x.Name == name);
                if (t == null) md.Append(" — | — |");
                else md.Append(' ').Append(t.CurrentPresent).Append('/').Append(t.Current).Append(" | ").Append(t.ObsoletePresent).Append('/').Append(t.Obsolete).Append(" |");
            }
            md.Append('\n');
        }
        md.Append("| **Total** |");
        foreach (var d in built)
            md.Append(" **").Append(d.CurrentPresent).Append('/').Append(d.Current).Append("** | **").Append(d.ObsoletePresent).Append('/').Append(d.Obsolete).Append("** |");
        md.Append("\n\n");

        md.Append("## Missing\n\n");
        md.Append("What Unity declares and the stand-in lacks, per type; a member marked with a profile (").Append(string.Join(", ", built.Select(d => "`[" + d.P.Label + "]`")))
            .Append(") is missing in that profile only (Unity added, removed or changed it in between, or the stand-in's `#if` differs); obsolete ones are marked so.\n\n");
        foreach (var name in typeNames)
        {
            var missing = new List<KeyValuePair<Member, List<string>>>();
            var seen = new Dictionary<string, List<string>>(StringComparer.Ordinal);
            foreach (var d in built)
            {
                var t = d.Types.FirstOrDefault(x => x.Name == name);
                if (t == null) continue;
                foreach (var m in t.Missing)
                {
                    string key = m.Key + "|" + m.Obsolete;
                    List<string> labels;
                    if (!seen.TryGetValue(key, out labels))
                    {
                        labels = new List<string>();
                        seen[key] = labels;
                        missing.Add(new KeyValuePair<Member, List<string>>(m, labels));
                    }
                    labels.Add(d.P.Label);
                }
            }
            if (missing.Count == 0) continue;
            int modelledIn = built.Count(d => d.Types.Any(x => x.Name == name));
            md.Append("- `").Append(name).Append("` (").Append(missing.Count).Append("): ")
                .Append(string.Join(", ", missing.Select(kv => "`" + Short(kv.Key.Display) + "`" + (kv.Key.IsObsolete ? " (" + kv.Key.Obsolete + ")" : "") +
                    (kv.Value.Count == modelledIn && modelledIn == built.Count ? "" : " [" + string.Join(",", kv.Value) + "]"))))
                .Append('\n');
        }
        md.Append('\n');
        foreach (var d in built)
        {
            var notUnity = d.NotInReference.ToList();
            if (notUnity.Count == 0) continue;
            md.Append("Public types of the ").Append(d.P.Label).Append(" build in Unity's namespaces that UnityCsReference ").Append(d.P.Tag)
                .Append(" does not declare (packages' types such as the Test Framework's, a type Unity moved, or one newer than the reference file, ")
                .Append("which `unity/tools/surface/extract.sh` regenerates): ")
                .Append(string.Join(", ", notUnity.Select(n => "`" + n + "`" + (d.P.Absent.Contains(n) ? "" : " (not looked up)"))))
                .Append(".\n\n");
        }
        return md.ToString().TrimEnd('\n') + "\n";
    }

    // Signatures as the report shows them: without the namespaces nearly every one names.
    static string Short(string signature)
    {
        return System.Text.RegularExpressions.Regex.Replace(signature,
            @"(?<![A-Za-z0-9_.])(System\.Collections\.Generic\.|UnityEngine\.|UnityEditor\.|System\.)", "");
    }

    static string Percent(int a, int b) => b == 0 ? "" : " (" + (100 * a / b) + "%)";

    sealed class TypeCount
    {
        public string Name;
        public int Current, CurrentPresent, Obsolete, ObsoletePresent;
        public readonly List<Member> Missing = new List<Member>();
    }

    sealed class Comparison
    {
        public Profile P;
        public readonly List<TypeCount> Types = new List<TypeCount>();
        public readonly List<Member> Extra = new List<Member>();
        public readonly List<Tuple<Member, Member>> ObsoleteDiffers = new List<Tuple<Member, Member>>();
        public IEnumerable<string> NotInReference = Enumerable.Empty<string>();
        public int Current, CurrentPresent, Obsolete, ObsoletePresent;
    }

    static Comparison Compare(Profile p)
    {
        var c = new Comparison { P = p };
        var unityTypes = new HashSet<string>(p.Unity.Select(m => m.Type), StringComparer.Ordinal);
        var standInByKey = new Dictionary<string, Member>(StringComparer.Ordinal);
        foreach (var m in p.StandIn.Where(m => unityTypes.Contains(m.Type))) standInByKey[m.Key] = m;
        var unityKeys = new HashSet<string>(p.Unity.Select(m => m.Key), StringComparer.Ordinal);
        foreach (var g in p.Unity.GroupBy(m => m.Type).OrderBy(g => g.Key, StringComparer.Ordinal))
        {
            // Only the types this build has: the reference file holds the types of both profiles.
            if (!p.StandIn.Any(m => m.Type == g.Key && m.Kind == "type")) continue;
            var t = new TypeCount { Name = g.Key };
            foreach (var m in g.OrderBy(m => m.Kind == "type" ? "" : m.Kind + " " + m.Signature, StringComparer.Ordinal))
            {
                Member s;
                bool present = standInByKey.TryGetValue(m.Key, out s);
                if (m.IsObsolete) { t.Obsolete++; if (present) t.ObsoletePresent++; }
                else { t.Current++; if (present) t.CurrentPresent++; }
                if (!present) t.Missing.Add(m);
                else if (s.Obsolete != m.Obsolete) c.ObsoleteDiffers.Add(Tuple.Create(s, m));
            }
            c.Types.Add(t);
            c.Current += t.Current; c.CurrentPresent += t.CurrentPresent; c.Obsolete += t.Obsolete; c.ObsoletePresent += t.ObsoletePresent;
        }
        foreach (var m in p.StandIn.Where(m => unityTypes.Contains(m.Type) && !unityKeys.Contains(m.Key))
                     .OrderBy(m => m.Type, StringComparer.Ordinal).ThenBy(m => m.Kind + " " + m.Signature, StringComparer.Ordinal))
            c.Extra.Add(m);
        c.NotInReference = p.StandIn.Where(m => m.Kind == "type" && IsUnityNamespace(m.Type) && !unityTypes.Contains(m.Type))
            .Select(m => m.Type).Distinct().OrderBy(n => n, StringComparer.Ordinal).ToList();
        return c;
    }

    // ---- Reading a build by reflection (in an AppDomain based in its directory) ----

    public sealed class Reader : MarshalByRefObject
    {
        const BindingFlags Declared = BindingFlags.Public | BindingFlags.Static | BindingFlags.Instance | BindingFlags.DeclaredOnly;

        public string[] Read(string dir, string what)
        {
            var types = new List<Type>();
            // The engine's core, its module assemblies (UnityEngine.PhysicsModule.dll …, issue 43) and the editor.
            var modules = Directory.Exists(dir) ? Directory.GetFiles(dir, "UnityEngine.*Module.dll").Select(Path.GetFileName).OrderBy(n => n, StringComparer.Ordinal) : Enumerable.Empty<string>();
            foreach (var name in new[] { "UnityEngine.dll" }.Concat(modules).Concat(new[] { "UnityEditor.dll" }))
            {
                string path = Path.Combine(dir, name);
                if (!File.Exists(path)) continue;
                types.AddRange(Assembly.LoadFrom(path).GetExportedTypes());
            }
            if (what == "types") return types.Select(t => t.FullName).ToArray();
            var lines = new SortedSet<string>(StringComparer.Ordinal);
            foreach (var t in types)
                foreach (var l in Members(t))
                    lines.Add(l);
            return lines.ToArray();
        }

        static IEnumerable<string> Members(Type t)
        {
            string tn = t.FullName.Replace('+', '.');
            bool isStaticClass = t.IsClass && t.IsAbstract && t.IsSealed;
            yield return Line(tn, "type", TypeSignature(t), isStaticClass, Obsolete(t));
            if (typeof(Delegate).IsAssignableFrom(t) && t != typeof(Delegate) && t != typeof(MulticastDelegate))
            {
                var invoke = t.GetMethod("Invoke");
                yield return Line(tn, "delegate", "Invoke" + Parameters(invoke.GetParameters(), false) + ":" + Return(invoke), false, "-");
                yield break;
            }
            foreach (var f in t.GetFields(Declared))
            {
                if (f.IsSpecialName) continue;
                if (t.IsEnum) yield return Line(tn, "const", f.Name, true, Obsolete(f));
                else if (f.IsLiteral) yield return Line(tn, "const", f.Name + ":" + TypeName(f.FieldType), true, Obsolete(f));
                else yield return Line(tn, "field", f.Name + ":" + TypeName(f.FieldType), f.IsStatic, Obsolete(f));
            }
            foreach (var p in t.GetProperties(Declared))
            {
                var get = p.GetGetMethod(false);
                var set = p.GetSetMethod(false);
                if (get == null && set == null) continue;
                string accessors = "{" + (get != null ? "get;" : "") + (set != null ? "set;" : "") + "}";
                bool isStatic = (get ?? set).IsStatic;
                var index = p.GetIndexParameters();
                string type = p.PropertyType.IsByRef ? "ref " + TypeName(p.PropertyType.GetElementType()) : TypeName(p.PropertyType);
                if (index.Length > 0)
                    yield return Line(tn, "indexer", "this" + Parameters(index, false, '[', ']') + ":" + type + accessors, isStatic, Obsolete(p));
                else
                    yield return Line(tn, "property", p.Name + ":" + type + accessors, isStatic, Obsolete(p));
            }
            foreach (var e in t.GetEvents(Declared))
            {
                var add = e.GetAddMethod(false);
                if (add == null) continue;
                yield return Line(tn, "event", e.Name + ":" + TypeName(e.EventHandlerType), add.IsStatic, Obsolete(e));
            }
            if (!t.IsInterface && !t.IsEnum)
                foreach (var c in t.GetConstructors(BindingFlags.Public | BindingFlags.Instance))
                    yield return Line(tn, "ctor", "ctor" + Parameters(c.GetParameters(), false), false, Obsolete(c));
            foreach (var m in t.GetMethods(Declared))
            {
                if (m.IsSpecialName)
                {
                    if (m.Name.StartsWith("op_", StringComparison.Ordinal))
                        yield return Line(tn, "operator", m.Name + Parameters(m.GetParameters(), false) + ":" + Return(m), m.IsStatic, Obsolete(m));
                    continue;
                }
                string generic = m.IsGenericMethodDefinition ? "<" + string.Join(",", m.GetGenericArguments().Select(a => a.Name)) + ">" : "";
                bool extension = HasAttribute(m, "System.Runtime.CompilerServices.ExtensionAttribute");
                yield return Line(tn, "method", m.Name + generic + Parameters(m.GetParameters(), extension) + ":" + Return(m), m.IsStatic, Obsolete(m));
            }
        }

        static string Line(string type, string kind, string signature, bool isStatic, string obsolete) =>
            type + "|" + kind + "|" + signature + "|" + (isStatic ? "static" : "-") + "|" + obsolete;

        static string TypeSignature(Type t)
        {
            if (t.IsInterface) return "interface";
            if (t.IsEnum) return "enum";
            if (t.IsValueType) return "struct";
            if (typeof(Delegate).IsAssignableFrom(t) && t != typeof(Delegate) && t != typeof(MulticastDelegate)) return "delegate";
            string mods = t.IsAbstract && t.IsSealed ? "static " : t.IsAbstract ? "abstract " : t.IsSealed ? "sealed " : "";
            string b = t.BaseType == null || t.BaseType == typeof(object) ? "" : " : " + TypeName(t.BaseType);
            return mods + "class" + b;
        }

        static bool HasAttribute(MemberInfo m, string fullName) =>
            m.GetCustomAttributesData().Any(a => a.Constructor.DeclaringType.FullName == fullName);

        static bool HasAttribute(ParameterInfo p, string fullName) =>
            p.GetCustomAttributesData().Any(a => a.Constructor.DeclaringType.FullName == fullName);

        static string Parameters(ParameterInfo[] ps, bool extension, char open = '(', char close = ')')
        {
            var parts = new List<string>();
            for (int i = 0; i < ps.Length; i++)
            {
                var p = ps[i];
                var type = p.ParameterType;
                string mod = "";
                if (type.IsByRef)
                {
                    type = type.GetElementType();
                    mod = p.IsOut && !p.IsIn ? "out " : p.IsIn && HasAttribute(p, "System.Runtime.CompilerServices.IsReadOnlyAttribute") ? "in " : "ref ";
                }
                if (HasAttribute(p, "System.ParamArrayAttribute")) mod = "params " + mod;
                parts.Add((i == 0 && extension ? "this " : "") + mod + TypeName(type) + (p.IsOptional ? "=" : ""));
            }
            return open + string.Join(",", parts) + close;
        }

        static string Return(MethodInfo m)
        {
            var r = m.ReturnType;
            if (!r.IsByRef) return TypeName(r);
            bool readOnly = HasAttribute(m.ReturnParameter, "System.Runtime.CompilerServices.IsReadOnlyAttribute");
            return (readOnly ? "ref readonly " : "ref ") + TypeName(r.GetElementType());
        }

        static readonly Dictionary<string, string> Keywords = new Dictionary<string, string>
        {
            { "System.Object", "object" }, { "System.Void", "void" }, { "System.Boolean", "bool" }, { "System.Char", "char" },
            { "System.SByte", "sbyte" }, { "System.Byte", "byte" }, { "System.Int16", "short" }, { "System.UInt16", "ushort" },
            { "System.Int32", "int" }, { "System.UInt32", "uint" }, { "System.Int64", "long" }, { "System.UInt64", "ulong" },
            { "System.Single", "float" }, { "System.Double", "double" }, { "System.Decimal", "decimal" }, { "System.String", "string" },
        };

        // As unity/tools/surface/extract's Type: C#'s keywords for the built-in types, else namespace.Containing.Name<args>.
        static string TypeName(Type t) => TypeName(t, t.IsGenericType ? t.GetGenericArguments() : Type.EmptyTypes);

        static string TypeName(Type t, Type[] args)
        {
            if (t.IsArray) return TypeName(t.GetElementType()) + "[" + new string(',', t.GetArrayRank() - 1) + "]";
            if (t.IsPointer) return TypeName(t.GetElementType()) + "*";
            if (t.IsByRef) return TypeName(t.GetElementType());
            if (t.IsGenericParameter) return t.Name;
            string kw;
            if (t.FullName != null && Keywords.TryGetValue(t.FullName, out kw)) return kw;
            // A nested type's generic arguments are its containing types' first, then its own.
            string prefix;
            int own = args.Length;
            if (t.IsNested)
            {
                var outer = t.DeclaringType;
                int outerCount = outer.IsGenericType ? outer.GetGenericArguments().Length : 0;
                own = args.Length - outerCount;
                prefix = TypeName(outer, args.Take(outerCount).ToArray()) + ".";
            }
            else prefix = string.IsNullOrEmpty(t.Namespace) ? "" : t.Namespace + ".";
            string name = t.Name;
            int tick = name.IndexOf('`');
            if (tick >= 0) name = name.Substring(0, tick);
            var ownArgs = args.Skip(args.Length - own).ToArray();
            return prefix + name + (ownArgs.Length == 0 ? "" : "<" + string.Join(",", ownArgs.Select(TypeName)) + ">");
        }

        static string Obsolete(MemberInfo m)
        {
            foreach (var a in m.GetCustomAttributesData())
            {
                if (a.Constructor.DeclaringType.FullName != "System.ObsoleteAttribute") continue;
                return a.ConstructorArguments.Count >= 2 && a.ConstructorArguments[1].Value is bool b && b ? "obsolete-error" : "obsolete";
            }
            return "-";
        }
    }
}
