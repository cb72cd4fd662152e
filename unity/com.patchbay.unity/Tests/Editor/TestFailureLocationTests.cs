using NUnit.Framework;
using Patchbay.Editor.Tools.TestRunner;

namespace Patchbay.Editor.Tests
{
    public class TestFailureLocationTests
    {
        [Test]
        public void MonoFramesKeepTheProjectsOwnCodeAndItsFirstFileAndLine()
        {
            var stack = "  at NUnit.Framework.Assert.ReportFailure (System.String message) [0x00037] in <a1b2c3>:0 \n"
                + "  at NUnit.Framework.Assert.AreEqual (System.Object expected, System.Object actual) [0x00000] in <a1b2c3>:0 \n"
                + "  at Game.Tests.PlayerTests.Jumps () [0x0001c] in /home/dev/MyGame/Assets/Tests/PlayerTests.cs:42 \n"
                + "  at (wrapper managed-to-native) System.Reflection.RuntimeMethodInfo.InternalInvoke(System.Reflection.RuntimeMethodInfo,object,object[],System.Exception&)\n"
                + "  at System.Reflection.RuntimeMethodInfo.Invoke (System.Object obj) [0x0006a] in <d4e5f6>:0 \n"
                + "  at UnityEngine.TestTools.TestRunner.Invoke () [0x00000] in <aa>:0 \n";
            var location = TestFailureLocation.From(stack);
            Assert.AreEqual("Assets/Tests/PlayerTests.cs", location.File);
            Assert.AreEqual(42, location.Line);
            Assert.AreEqual("at Game.Tests.PlayerTests.Jumps () [0x0001c] in Assets/Tests/PlayerTests.cs:42", location.Stack);
        }

        [Test]
        public void DotNetFramesAndPackagesPathsWork()
        {
            var stack = "   at NUnit.Framework.Assert.That[TActual](TActual actual)\n"
                + "   at Game.Player.Jump() in C:\\Work\\MyGame\\Packages\\com.game.core\\Runtime\\Player.cs:line 17\n"
                + "   at Game.Tests.PlayerTests.Jumps() in C:\\Work\\MyGame\\Assets\\Tests\\PlayerTests.cs:line 42\n";
            var location = TestFailureLocation.From(stack);
            Assert.AreEqual("Packages/com.game.core/Runtime/Player.cs", location.File, "the first own frame: where it failed");
            Assert.AreEqual(17, location.Line);
            StringAssert.Contains("Assets/Tests/PlayerTests.cs:42", location.Stack);
            StringAssert.DoesNotContain("NUnit", location.Stack);
        }

        [Test]
        public void NoStackOrOnlyFrameworkFramesGiveNothing()
        {
            Assert.AreEqual(string.Empty, TestFailureLocation.From(null).Stack);
            var framework = TestFailureLocation.From("  at NUnit.Framework.Assert.Fail () [0x0] in <x>:0\n");
            Assert.AreEqual(string.Empty, framework.Stack);
            Assert.IsNull(framework.File);
            Assert.AreEqual(0, framework.Line);
        }
    }
}
