using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using NUnit.Framework;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Runtime.PlayerLink;
using Patchbay.Shared.ToolModel;
using UnityEngine.Scripting;

namespace Patchbay.Headless.Tests
{
    // Issue 34: a development build's player finds its tools by reflection (ToolRegistry), which Unity's managed code
    // stripping (always on under IL2CPP) cannot see. Unity keeps what carries [Preserve] (a type: the type and its
    // default constructor; a field: the field and its type), in an assembly its linker processes (AlwaysLinkAssembly).
    // Every tool the player registers, its ExecuteAsync, and its parameter and result types with their public members
    // must carry [Preserve], so a new runtime tool without it fails here rather than vanishing from an IL2CPP build.
    [TestFixture]
    public class RuntimeStrippingTests
    {
        private static readonly Assembly[] PlayerToolAssemblies = { typeof(PlayerRuntime).Assembly, typeof(IPlayHost).Assembly };

        [Test]
        public void TheAssembliesReachedOnlyByReflectionAreAlwaysLinked()
        {
            foreach (var assembly in PlayerToolAssemblies)
            {
                Assert.IsTrue(Attribute.IsDefined(assembly, typeof(AlwaysLinkAssemblyAttribute)), assembly.GetName().Name);
            }
        }

        [Test]
        public void EveryToolThePlayerRegistersAndWhatItBindsCarryPreserve()
        {
            var registry = new ToolRegistry(PlayerToolAssemblies);
            registry.AddFromAssemblies(PlayerToolAssemblies);
            CollectionAssert.IsEmpty(registry.Problems);
            var names = registry.Tools.Select(t => t.Descriptor.Name).ToList();
            CollectionAssert.IsSubsetOf(new[] { "get_hierarchy", "wait_until", "set_component_field", "capture_screenshot" }, names);

            var missing = new List<string>();
            var seen = new HashSet<Type>();
            foreach (var tool in registry.Tools)
            {
                var type = tool.Tool.GetType();
                Require(type, type.FullName, missing);
                var execute = type.GetMethod("ExecuteAsync", BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly);
                Assert.IsNotNull(execute, type.FullName + " declares ExecuteAsync");
                Require(execute, type.FullName + ".ExecuteAsync", missing);
                RequireDeep(tool.Tool.ParametersType, missing, seen);
                RequireDeep(tool.Tool.ResultType, missing, seen);
            }

            Assert.IsEmpty(missing, "Without [Preserve], Unity's code stripping may remove these from a player:\n" + string.Join("\n", missing.ToArray()));
        }

        // A package type the binder or the result's serializer reaches by reflection: the type, and each public
        // instance field and property with the types they hold.
        private static void RequireDeep(Type type, List<string> missing, HashSet<Type> seen)
        {
            while (type.IsArray)
            {
                type = type.GetElementType();
            }

            type = Nullable.GetUnderlyingType(type) ?? type;
            if (!type.Assembly.GetName().Name.StartsWith("Patchbay.", StringComparison.Ordinal) || !seen.Add(type))
            {
                return;
            }

            Require(type, type.FullName, missing);
            if (type.IsEnum)
            {
                return;
            }

            foreach (var field in type.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.DeclaredOnly))
            {
                Require(field, type.FullName + "." + field.Name, missing);
                RequireDeep(field.FieldType, missing, seen);
            }

            foreach (var property in type.GetProperties(BindingFlags.Instance | BindingFlags.Public | BindingFlags.DeclaredOnly))
            {
                Require(property, type.FullName + "." + property.Name, missing);
                RequireDeep(property.PropertyType, missing, seen);
            }
        }

        private static void Require(MemberInfo member, string name, List<string> missing)
        {
            if (!Attribute.IsDefined(member, typeof(PreserveAttribute), false))
            {
                missing.Add(name);
            }
        }
    }
}
