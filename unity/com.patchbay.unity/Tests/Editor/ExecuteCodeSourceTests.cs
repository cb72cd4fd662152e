using System.Collections.Generic;
using System.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tools.Code;
using UnityEngine;

namespace Patchbay.Editor.Tests
{
    public class ExecuteCodeSourceTests
    {
        private static SnippetSource Build(string code, params string[] extra)
        {
            string invalid;
            var usings = SnippetSource.Usings(extra, out invalid);
            Assert.IsNull(invalid);
            return SnippetSource.Build(code, usings, "Patchbay.ExecuteCode.CallTest");
        }

        [Test]
        public void StatementsBecomeTheBodyOfRunAndKeepTheirLines()
        {
            var source = Build("var a = 1;\r\nreturn a + 1;");
            var lines = source.Text.Split('\n');
            Assert.IsFalse(source.IsOwnClass);
            Assert.AreEqual("var a = 1;", lines[source.FirstCodeLine - 1]);
            Assert.AreEqual("return a + 1;", lines[source.FirstCodeLine]);
            Assert.AreEqual(1, source.CodeLine(source.FirstCodeLine));
            Assert.AreEqual(2, source.CodeLine(source.FirstCodeLine + 1));
            Assert.AreEqual(0, source.CodeLine(source.FirstCodeLine + 2), "the appended return null is the wrapper's");
            Assert.AreEqual(0, source.CodeLine(1), "usings are the wrapper's");
            StringAssert.Contains("public static object Run()", source.Text);
            StringAssert.Contains("return null;", source.Text);
            StringAssert.StartsWith("using System;\nusing System.Linq;\nusing System.Collections.Generic;\nusing UnityEngine;\nusing UnityEditor;\n", source.Text);
        }

        [Test]
        public void ExtraUsingsAreNormalisedAndShiftTheCode()
        {
            var plain = Build("return 1;");
            var more = Build("return 1;", "using UnityEngine.SceneManagement;", "System.IO", "System.IO");
            StringAssert.Contains("using UnityEngine.SceneManagement;\nusing System.IO;\nnamespace", more.Text);
            Assert.AreEqual(plain.FirstCodeLine + 2, more.FirstCodeLine);
        }

        [Test]
        public void LeadingUsingLinesJoinTheUsingsAndKeepTheLineNumbers()
        {
            var source = Build("using UnityEngine.SceneManagement;\n// note\nusing System.IO;\nreturn 1;\nusing (var s = new MemoryStream()) { }");
            var lines = source.Text.Split('\n');
            StringAssert.Contains("using UnityEngine.SceneManagement;\nusing System.IO;\nnamespace", source.Text);
            Assert.AreEqual(string.Empty, lines[source.FirstCodeLine - 1]);
            Assert.AreEqual("// note", lines[source.FirstCodeLine]);
            Assert.AreEqual("return 1;", lines[source.FirstCodeLine + 2]);
            Assert.AreEqual(4, source.CodeLine(source.FirstCodeLine + 3));
            Assert.AreEqual("using (var s = new MemoryStream()) { }", lines[source.FirstCodeLine + 3], "a using statement stays");
        }

        [Test]
        public void AnythingButANamespaceNameIsRefused()
        {
            string invalid;
            Assert.IsNull(SnippetSource.Usings(new[] { "System; class X {}" }, out invalid));
            Assert.AreEqual("System; class X {}", invalid);
            Assert.IsNull(SnippetSource.Usings(new[] { "static System.Math" }, out invalid));
        }

        [Test]
        public void AClassWithAStaticRunIsKeptAsItIs()
        {
            var source = Build("public static class Tool\n{\n    public static object Run() { return 42; }\n}");
            Assert.IsTrue(source.IsOwnClass);
            Assert.IsFalse(source.Text.Contains("class " + SnippetSource.ClassName));
            Assert.AreEqual(3, source.CodeLine(source.FirstCodeLine + 2));
            Assert.IsFalse(Build("var list = new List<int>(); return list.Count;").IsOwnClass);
        }

        [Test]
        public void ValuesBecomeCompactJson()
        {
            Assert.AreEqual("null", CodeValue.From(null).ToString(Newtonsoft.Json.Formatting.None));
            Assert.AreEqual("{\"x\":1.0,\"y\":2.5,\"z\":3.0}", CodeValue.From(new Vector3(1, 2.5f, 3)).ToString(Newtonsoft.Json.Formatting.None));
            Assert.AreEqual("\"Error\"", CodeValue.From(LogType.Error).ToString(Newtonsoft.Json.Formatting.None));
            var many = CodeValue.From(Enumerable.Range(0, 250).ToList());
            Assert.AreEqual(CodeValue.MaxItems + 1, ((Newtonsoft.Json.Linq.JArray)many).Count);
            Assert.AreEqual("… 150 more", (string)many.Last);
            var map = CodeValue.From(new Dictionary<string, object> { { "a", 1 }, { "b", new[] { "x" } } });
            Assert.AreEqual("{\"a\":1,\"b\":[\"x\"]}", map.ToString(Newtonsoft.Json.Formatting.None));
            var go = new GameObject("Answer");
            try
            {
                var reference = CodeValue.From(go);
                Assert.AreEqual("Answer", (string)reference["name"]);
                Assert.AreEqual("GameObject", (string)reference["type"]);
            }
            finally
            {
                Object.DestroyImmediate(go);
            }
        }
    }
}
