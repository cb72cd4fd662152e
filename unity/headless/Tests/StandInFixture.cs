using NUnit.Framework;
using UnityEditor;
using UnityEditor.SceneManagement;

namespace Patchbay.Headless.Tests
{
    // In-process tests of the stand-in: one editor "domain" (this test AppDomain) on a copy of the
    // sample project, with no host (InMemoryHostServices).
    public abstract class StandInFixture
    {
        protected string Project;

        [OneTimeSetUp]
        public void BootEditor()
        {
            Project = TestProject.CopySample();
            HeadlessEditor.Boot(new InMemoryHostServices(), Project, null, 0, 0);
        }

        [OneTimeTearDown]
        public void DeleteProject()
        {
            TestProject.Delete(Project);
        }

        [SetUp]
        public void FreshScene()
        {
            EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Single);
            Undo.ClearAll();
        }
    }
}
