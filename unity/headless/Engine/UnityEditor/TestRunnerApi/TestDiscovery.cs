using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

namespace UnityEditor.TestTools.TestRunner.Api
{
    // Builds the test tree from NUnit attributes, matched by name so the stand-in needs no NUnit
    // reference (test assemblies bring their own nunit.framework).
    internal static class TestDiscovery
    {
        static int _nextId = 1000;

        internal static bool Has(ICustomAttributeProvider p, string shortName)
        {
            return p.GetCustomAttributes(true).Any(a => a.GetType().Name == shortName + "Attribute" || a.GetType().Name == shortName);
        }

        internal static IEnumerable<object> All(ICustomAttributeProvider p, string shortName)
        {
            return p.GetCustomAttributes(true).Where(a => a.GetType().Name == shortName + "Attribute");
        }

        internal static object Prop(object attribute, string name)
        {
            var prop = attribute.GetType().GetProperty(name);
            return prop == null ? null : prop.GetValue(attribute, null);
        }

        internal static IEnumerable<Assembly> TestAssemblies()
        {
            return AppDomain.CurrentDomain.GetAssemblies()
                .Where(a => !a.IsDynamic && !a.GetName().Name.StartsWith("nunit", StringComparison.OrdinalIgnoreCase))
                .Where(a => a.GetReferencedAssemblies().Any(r => r.Name == "nunit.framework"))
                .Where(a => a.GetName().Name != "Patchbay.Headless.Tests")
                .OrderBy(a => a.GetName().Name, StringComparer.Ordinal);
        }

        internal static TestNode BuildTree()
        {
            var root = new TestNode { Id = (_nextId++).ToString(), Name = UnityEngine.Application.productName, FullName = UnityEngine.Application.productName, IsSuite = true, Categories = new string[0] };
            // Unity's Test Framework puts a test in PlayMode by its assembly: a test assembly whose asmdef builds for
            // players too (includePlatforms not just "Editor") holds PlayMode tests, an Editor-only one EditMode tests
            // (Test Framework manual, "Workflow: How to create a new test assembly"; 1.1.33
            // UnityEditor.TestRunner/TestLaunchers/PlaymodeLauncher.cs loads them for TestPlatform.PlayMode). The
            // host reads the asmdefs.
            var playMode = new HashSet<string>(Patchbay.Headless.HeadlessEditor.Host.PlayModeTestAssemblyNames() ?? new string[0], StringComparer.Ordinal);
            foreach (var asm in TestAssemblies())
            {
                var mode = playMode.Contains(asm.GetName().Name) ? TestMode.PlayMode : TestMode.EditMode;
                var asmNode = new TestNode { Id = (_nextId++).ToString(), Name = asm.GetName().Name + ".dll", FullName = asm.GetName().Name + ".dll", IsSuite = true, IsTestAssembly = true, ParentNode = root, Assembly = asm, Categories = new string[0], Mode = mode };
                Type[] types;
                try { types = asm.GetTypes(); } catch (ReflectionTypeLoadException e) { types = e.Types.Where(t => t != null).ToArray(); }
                foreach (var type in types.Where(t => t.IsClass && !t.IsAbstract && t.IsPublic || (t.IsNestedPublic && !t.IsAbstract)).OrderBy(t => t.FullName, StringComparer.Ordinal))
                {
                    var fixture = BuildFixture(type, asmNode);
                    if (fixture == null) continue;
                    foreach (var node in fixture.SelfAndDescendants()) node.Mode = mode;
                    asmNode.ChildNodes.Add(fixture);
                }
                if (asmNode.ChildNodes.Count > 0) root.ChildNodes.Add(asmNode);
            }
            return root;
        }

        static TestNode BuildFixture(Type type, TestNode parent)
        {
            const BindingFlags flags = BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static;
            var methods = type.GetMethods(flags).Where(m => Has(m, "Test") || Has(m, "TestCase") || Has(m, "UnityTest")).OrderBy(m => m.Name, StringComparer.Ordinal).ToList();
            if (methods.Count == 0) return null;
            var fixtureCategories = All(type, "Category").Select(a => (string)Prop(a, "Name")).ToArray();
            var fixture = new TestNode
            {
                Id = (_nextId++).ToString(), Name = type.Name, FullName = type.FullName, IsSuite = true, ParentNode = parent,
                Fixture = type, Assembly = type.Assembly, Categories = fixtureCategories,
                SkipReason = Has(type, "Ignore") ? (string)Prop(All(type, "Ignore").First(), "Reason") ?? "" : null,
                Explicit = Has(type, "Explicit")
            };
            foreach (var m in methods)
            {
                var categories = fixtureCategories.Concat(All(m, "Category").Select(a => (string)Prop(a, "Name"))).ToArray();
                var ignore = All(m, "Ignore").FirstOrDefault();
                var skip = ignore != null ? (string)Prop(ignore, "Reason") ?? "" : fixture.SkipReason;
                var description = All(m, "Description").Select(a => (string)Prop(a, "Description")).FirstOrDefault();
                var cases = All(m, "TestCase").ToList();
                if (cases.Count == 0)
                    fixture.ChildNodes.Add(new TestNode
                    {
                        Id = (_nextId++).ToString(), Name = m.Name, FullName = type.FullName + "." + m.Name, ParentNode = fixture, Fixture = type,
                        Method = m, Assembly = type.Assembly, Categories = categories, SkipReason = skip, Description = description, Explicit = fixture.Explicit || Has(m, "Explicit")
                    });
                foreach (var c in cases)
                {
                    var args = (object[])Prop(c, "Arguments") ?? new object[0];
                    var name = m.Name + "(" + string.Join(",", args.Select(Format)) + ")";
                    fixture.ChildNodes.Add(new TestNode
                    {
                        Id = (_nextId++).ToString(), Name = name, FullName = type.FullName + "." + name, ParentNode = fixture, Fixture = type,
                        Method = m, Args = args, Assembly = type.Assembly, Categories = categories, SkipReason = skip, Description = description, Explicit = fixture.Explicit
                    });
                }
            }
            return fixture;
        }

        static string Format(object arg)
        {
            if (arg == null) return "null";
            if (arg is string) return "\"" + arg + "\"";
            if (arg is float) return ((float)arg).ToString(System.Globalization.CultureInfo.InvariantCulture) + "f";
            return Convert.ToString(arg, System.Globalization.CultureInfo.InvariantCulture);
        }
    }
}
