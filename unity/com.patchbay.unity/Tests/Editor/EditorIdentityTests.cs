using NUnit.Framework;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests
{
    /// <summary>Pins the vectors of docs/protocol.md §4.2; the hub's tests pin the same ones.</summary>
    public class EditorIdentityTests
    {
        [TestCase("My Game", "C:\\Users\\Ana\\My Game\\", "ANA-PC", "My_Game@45eb7e44")]
        [TestCase("MyGame", "/Users/ana/Projects/MyGame", "ana-mbp", "MyGame@9625308d")]
        [TestCase("MyGame", "/Users/ana//Projects/MyGame/", "ANA-MBP", "MyGame@9625308d")]
        public void ProtocolVectors(string name, string path, string machine, string expected)
        {
            Assert.AreEqual(expected, EditorIdentity.Derive(name, path, machine));
        }

        [TestCase("c:\\a\\\\b\\", "c:/a/b")]
        [TestCase("/", "/")]
        [TestCase("//server/share/", "/server/share")]
        public void PathNormalization(string input, string expected)
        {
            Assert.AreEqual(expected, EditorIdentity.NormalizePath(input));
        }

        [TestCase("", "project")]
        [TestCase("Ünïcode Game!", "_n_code_Game_")]
        [TestCase("a.b-c_d", "a.b-c_d")]
        public void NameSanitizing(string input, string expected)
        {
            Assert.AreEqual(expected, EditorIdentity.SanitizeName(input));
        }

        [Test]
        public void NamesAreCutAtFortyCharacters()
        {
            Assert.AreEqual(40, EditorIdentity.SanitizeName(new string('a', 60)).Length);
        }
    }
}
