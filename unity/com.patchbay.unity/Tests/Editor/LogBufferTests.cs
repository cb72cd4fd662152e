using System;
using NUnit.Framework;
using Patchbay.Engine.CommonTools.Console;

namespace Patchbay.Editor.Tests
{
    public class LogBufferTests
    {
        [Test]
        public void CompilerErrorsGoOtherEntriesStay()
        {
            var buffer = new LogBuffer();
            var now = DateTime.UtcNow;
            buffer.Add("error", "Assets/Scripts/Broken.cs(3,27): error CS1002: ; expected", "", now);
            buffer.Add("warning", "Assets/Scripts/Old.cs(9,5): warning CS0618: 'X' is obsolete", "", now);
            buffer.Add("error", "NullReferenceException: Object reference not set", "at Foo.Bar()", now);
            buffer.Add("log", "Assets/Notes.cs(1,1): error CS0001 quoted in a plain log", "", now);

            Assert.AreEqual(1, buffer.RemoveCompilerErrors());
            Assert.AreEqual(1, buffer.Count(new[] { "error" }), "the runtime error stays");
            Assert.AreEqual(1, buffer.Count(new[] { "warning" }), "compiler warnings stay, as in Unity");
            Assert.AreEqual(1, buffer.Count(new[] { "log" }));
            Assert.AreEqual(0, buffer.RemoveCompilerErrors());
        }
    }
}
