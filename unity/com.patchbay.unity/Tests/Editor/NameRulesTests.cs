using NUnit.Framework;
using Patchbay.Shared.Security;

namespace Patchbay.Editor.Tests
{
    public class NameRulesTests
    {
        [TestCase("Player.cs")]
        [TestCase("Spieler Ä.cs")]
        [TestCase("日本語.png")]
        [TestCase("\U0001F3AE Controller.prefab")]
        [TestCase("Level 1.unity")]
        [TestCase("CONSOLE.cs")]
        [TestCase("com10.cs")]
        [TestCase("a.b.c")]
        [TestCase(".hidden")]
        public void AcceptsOrdinaryNamesInAnyScript(string name)
        {
            Assert.IsNull(NameRules.FileNameError(name));
        }

        [TestCase("a\u202Eb", "U+202E (RIGHT-TO-LEFT OVERRIDE)")]
        [TestCase("a\u061Cb", "U+061C (ARABIC LETTER MARK)")]
        [TestCase("a\u2069b", "U+2069 (POP DIRECTIONAL ISOLATE)")]
        [TestCase("line\nbreak", "U+000A is a control character")]
        [TestCase("tab\there", "U+0009 is a control character")]
        [TestCase("del\u007F", "U+007F is a control character")]
        [TestCase("a\u2028b", "U+2028 (LINE SEPARATOR)")]
        [TestCase("a\uFEFFb", "U+FEFF (ZERO WIDTH NO-BREAK SPACE)")]
        [TestCase("a\u00ADb", "U+00AD (SOFT HYPHEN)")]
        public void DisplayRulesNameTheCodePoint(string name, string reason)
        {
            StringAssert.Contains(reason, NameRules.DisplayError(name, "a game object name"));
            StringAssert.Contains(reason, NameRules.FileNameError(name));
        }

        [TestCase("Enemy <boss>")]
        [TestCase("Door: Left")]
        [TestCase("What?")]
        [TestCase("NUL")]
        [TestCase("trailing. ")]
        public void GameObjectNamesMayHoldWhatOnlyFileNamesMayNot(string name)
        {
            Assert.IsNull(NameRules.DisplayError(name, "a game object name"));
            Assert.IsNotNull(NameRules.FileNameError(name));
        }

        [Test]
        public void EscapeShowsRefusedCharactersAsCodePointsAndKeepsTheRest()
        {
            Assert.AreEqual("evil\\u202Egnp.cs", NameRules.Escape("evil\u202Egnp.cs"));
            Assert.AreEqual("a\\u001B[31mb", NameRules.Escape("a\u001B[31mb"));
            Assert.AreEqual("Spieler \U0001F3AE Ä.cs", NameRules.Escape("Spieler \U0001F3AE Ä.cs"));
            var half = "half" + (char)0xD800;
            Assert.AreEqual("half\\uD800", NameRules.Escape(half));
            StringAssert.Contains("U+D800 is half of a UTF-16 surrogate pair", NameRules.DisplayError(half, "a game object name"));
        }
    }
}
