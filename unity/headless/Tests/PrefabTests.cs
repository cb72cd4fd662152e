using System;
using System.IO;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Headless.Tests
{
    [TestFixture]
    public class PrefabTests : StandInFixture
    {
        const string Path = "Assets/Crate.prefab";

        [TearDown]
        public void DeletePrefab()
        {
            StageUtility.GoToMainStage();
            AssetDatabase.DeleteAsset(Path);
        }

        static GameObject MakeCrate()
        {
            var crate = new GameObject("Crate");
            crate.AddComponent<Rigidbody>().mass = 2f;
            var lid = new GameObject("Lid");
            lid.transform.SetParent(crate.transform, false);
            lid.transform.localPosition = new Vector3(0f, 1f, 0f);
            return crate;
        }

        [Test]
        public void AModifiedObjectReferenceIsTheModificationsObjectReferenceWithAnEmptyValue()
        {
            var crate = MakeCrate();
            crate.AddComponent<FieldSubject>();
            var asset = PrefabUtility.SaveAsPrefabAsset(crate, Path);
            var instance = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var target = new GameObject("Target");
            var subject = instance.GetComponent<FieldSubject>();
            subject.other = target;
            PrefabUtility.RecordPrefabInstancePropertyModifications(subject);

            var mod = PrefabUtility.GetPropertyModifications(instance).Single(m => m.propertyPath == "other");
            Assert.AreSame(target, mod.objectReference, "Unity gives the referenced object, not its serialized form");
            Assert.AreEqual("", mod.value);
            Assert.AreSame(asset.GetComponent<FieldSubject>(), mod.target);
        }

        [Test]
        public void ApplyLeavesAReferenceToASceneObjectOutOfTheAssetAndOnTheInstance()
        {
            var crate = MakeCrate();
            crate.AddComponent<FieldSubject>();
            var asset = PrefabUtility.SaveAsPrefabAsset(crate, Path);
            var instance = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var other = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var target = new GameObject("Target");
            var subject = instance.GetComponent<FieldSubject>();
            subject.other = instance.transform.GetChild(0).gameObject;
            PrefabUtility.RecordPrefabInstancePropertyModifications(subject);
            PrefabUtility.ApplyPrefabInstance(instance, InteractionMode.AutomatedAction);
            var lid = AssetDatabase.LoadAssetAtPath<GameObject>(Path).transform.GetChild(0).gameObject;
            Assert.AreSame(lid, AssetDatabase.LoadAssetAtPath<GameObject>(Path).GetComponent<FieldSubject>().other, "a reference inside the prefab maps to the asset's object");
            Assert.AreSame(other.transform.GetChild(0).gameObject, other.GetComponent<FieldSubject>().other);

            subject.other = target;
            subject.score = 9;
            PrefabUtility.RecordPrefabInstancePropertyModifications(subject);
            PrefabUtility.ApplyPrefabInstance(instance, InteractionMode.AutomatedAction);
            var applied = AssetDatabase.LoadAssetAtPath<GameObject>(Path).GetComponent<FieldSubject>();
            Assert.AreEqual(9, applied.score);
            Assert.AreSame(applied.transform.GetChild(0).gameObject, applied.other, "the asset keeps its value: it cannot reference a scene object");
            Assert.AreSame(target, subject.other, "the instance keeps its reference");
            Assert.AreSame(target, PrefabUtility.GetPropertyModifications(instance).Single(m => m.propertyPath == "other").objectReference, "still an override");
            Assert.AreEqual(9, other.GetComponent<FieldSubject>().score);
            Assert.AreSame(other.transform.GetChild(0).gameObject, other.GetComponent<FieldSubject>().other);
        }

        [Test]
        public void AReferenceToThePrefabAssetOutlivesAnApply()
        {
            var asset = PrefabUtility.SaveAsPrefabAsset(MakeCrate(), Path);
            var holder = new GameObject("Spawner").AddComponent<FieldSubject>();
            holder.other = asset;
            var instance = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var so = new SerializedObject(instance.GetComponent<Rigidbody>());
            so.FindProperty("m_Mass").floatValue = 4f;
            so.ApplyModifiedProperties();
            PrefabUtility.ApplyPrefabInstance(instance, InteractionMode.AutomatedAction);

            Assert.IsTrue(holder.other != null, "a reimported asset keeps its identity, as in Unity");
            Assert.AreSame(AssetDatabase.LoadAssetAtPath<GameObject>(Path), holder.other);
            Assert.AreEqual(4f, holder.other.GetComponent<Rigidbody>().mass, "and has the applied value");
        }

        [Test]
        public void SaveWritesAJsonAssetWithAMetaThatLoadsAsAGameObject()
        {
            var crate = MakeCrate();
            bool success;
            var asset = PrefabUtility.SaveAsPrefabAsset(crate, Path, out success);
            Assert.IsTrue(success);
            Assert.AreEqual("Crate", asset.name);
            Assert.AreEqual(Path, AssetDatabase.GetAssetPath(asset));
            Assert.AreEqual(typeof(GameObject), AssetDatabase.GetMainAssetTypeAtPath(Path));
            Assert.IsNotEmpty(AssetDatabase.AssetPathToGUID(Path));
            Assert.AreEqual("patchbay-headless-prefab", (string)JObject.Parse(File.ReadAllText(System.IO.Path.Combine(Project, Path)))["format"]);
            Assert.AreEqual(2f, asset.GetComponent<Rigidbody>().mass);
            Assert.AreEqual("Lid", asset.transform.GetChild(0).name);
            Assert.IsFalse(asset.scene.IsValid(), "an asset is in no scene");
            Assert.AreEqual(PrefabAssetType.Regular, PrefabUtility.GetPrefabAssetType(asset));
            Assert.AreEqual(PrefabInstanceStatus.NotAPrefab, PrefabUtility.GetPrefabInstanceStatus(crate), "SaveAsPrefabAsset does not connect");
#if UNITY_6000_4_OR_NEWER
            Assert.AreEqual(1, UnityEngine.Object.FindObjectsByType<Rigidbody>().Length, "asset objects are not scene objects");
#else
            Assert.AreEqual(1, UnityEngine.Object.FindObjectsOfType<Rigidbody>().Length, "asset objects are not scene objects");
#endif
        }

        [Test]
        public void SavePathsMustEndInPrefabUnderAnExistingAssetsFolder()
        {
            var crate = MakeCrate();
            Assert.Throws<ArgumentException>(() => PrefabUtility.SaveAsPrefabAsset(crate, "Assets/Crate.asset"));
            Assert.Throws<ArgumentException>(() => PrefabUtility.SaveAsPrefabAsset(crate, "Assets/NoSuchFolder/Crate.prefab"));
            Assert.IsFalse(File.Exists(System.IO.Path.Combine(Project, "Assets/Crate.asset")));
        }

        [Test]
        public void InstancesKnowTheirAssetAndCorrespondingObjects()
        {
            var crate = MakeCrate();
            var asset = PrefabUtility.SaveAsPrefabAssetAndConnect(crate, Path, InteractionMode.UserAction);
            Assert.IsTrue(PrefabUtility.IsAnyPrefabInstanceRoot(crate));
            var other = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            Assert.AreEqual("Crate", other.name);
            Assert.AreEqual(SceneManager.GetActiveScene(), other.scene);
            Assert.AreEqual(PrefabInstanceStatus.Connected, PrefabUtility.GetPrefabInstanceStatus(other.transform.GetChild(0)));
            Assert.AreEqual(Path, PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(other.transform.GetChild(0).gameObject));
            Assert.AreSame(other, PrefabUtility.GetOutermostPrefabInstanceRoot(other.transform.GetChild(0)));
            Assert.IsFalse(PrefabUtility.IsAnyPrefabInstanceRoot(other.transform.GetChild(0).gameObject));
            Assert.AreSame(asset.GetComponent<Rigidbody>(), PrefabUtility.GetCorrespondingObjectFromSource(other.GetComponent<Rigidbody>()));
            Assert.IsFalse(PrefabUtility.HasPrefabInstanceAnyOverrides(other, false));

            var plain = new GameObject("Plain");
            Assert.AreEqual(PrefabInstanceStatus.NotAPrefab, PrefabUtility.GetPrefabInstanceStatus(plain));
            Assert.AreEqual(string.Empty, PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(plain));
            Assert.IsNull(PrefabUtility.InstantiatePrefab(plain), "a scene object is not a prefab asset");
            var copy = UnityEngine.Object.Instantiate(other);
            Assert.AreEqual(PrefabInstanceStatus.NotAPrefab, PrefabUtility.GetPrefabInstanceStatus(copy), "Object.Instantiate copies without a link");
        }

        [Test]
        public void OverridesAreListedAndApplyReachesOtherInstancesButNotTheirOverrides()
        {
            var asset = PrefabUtility.SaveAsPrefabAsset(MakeCrate(), Path);
            var a = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var b = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            a.transform.position = new Vector3(5f, 0f, 0f); // a default override
            Assert.IsFalse(PrefabUtility.HasPrefabInstanceAnyOverrides(a, false));
            Assert.IsTrue(PrefabUtility.HasPrefabInstanceAnyOverrides(a, true));

            var so = new SerializedObject(a.GetComponent<Rigidbody>());
            so.FindProperty("m_Mass").floatValue = 7f;
            so.ApplyModifiedProperties();
            b.transform.GetChild(0).name = "Open Lid";
            PrefabUtility.RecordPrefabInstancePropertyModifications(b.transform.GetChild(0).gameObject);
            var mods = PrefabUtility.GetPropertyModifications(a);
            var mass = mods.Single(m => m.propertyPath == "m_Mass");
            Assert.AreEqual("7", mass.value);
            Assert.AreSame(asset.GetComponent<Rigidbody>(), mass.target);
            Assert.IsFalse(PrefabUtility.IsDefaultOverride(mass));
            Assert.IsTrue(PrefabUtility.IsDefaultOverride(mods.First(m => m.propertyPath == "m_LocalPosition.x")));

            PrefabUtility.ApplyPrefabInstance(a, InteractionMode.UserAction);
            Assert.AreEqual(7f, AssetDatabase.LoadAssetAtPath<GameObject>(Path).GetComponent<Rigidbody>().mass);
            Assert.AreEqual(0f, AssetDatabase.LoadAssetAtPath<GameObject>(Path).transform.position.x, "default overrides are not applied");
            Assert.AreEqual(7f, b.GetComponent<Rigidbody>().mass, "the other instance takes the applied value");
            Assert.AreEqual("Open Lid", b.transform.GetChild(0).name, "and keeps its own override");
            Assert.AreEqual(5f, a.transform.position.x);
            Assert.IsFalse(PrefabUtility.HasPrefabInstanceAnyOverrides(a, false));
        }

        // Unity records a change made by a setter as an override only after RecordPrefabInstancePropertyModifications
        // ("the changes may be lost" otherwise: issue 27); the next change of the asset replaces an unrecorded one.
        [Test]
        public void AChangeBySetterIsAnOverrideOnlyOnceRecorded()
        {
            var asset = PrefabUtility.SaveAsPrefabAsset(MakeCrate(), Path);
            var a = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var b = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var c = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            Undo.RecordObject(b.transform.GetChild(0).gameObject, "rename");
            b.transform.GetChild(0).name = "Unrecorded Lid";
            Undo.RecordObject(c.transform.GetChild(0).gameObject, "rename");
            c.transform.GetChild(0).name = "Recorded Lid";
            PrefabUtility.RecordPrefabInstancePropertyModifications(c.transform.GetChild(0).gameObject);
            Assert.IsFalse(PrefabUtility.HasPrefabInstanceAnyOverrides(b, false), "not recorded: no override");
            Assert.IsTrue(PrefabUtility.HasPrefabInstanceAnyOverrides(c, false));

            var so = new SerializedObject(a.GetComponent<Rigidbody>());
            so.FindProperty("m_Mass").floatValue = 5f;
            so.ApplyModifiedProperties();
            PrefabUtility.ApplyPrefabInstance(a, InteractionMode.UserAction);
            Assert.AreEqual("Lid", b.transform.GetChild(0).name, "the unrecorded change is lost when the asset changes");
            Assert.AreEqual("Recorded Lid", c.transform.GetChild(0).name);
            Assert.AreEqual(5f, b.GetComponent<Rigidbody>().mass);
        }

        [Test]
        public void RevertRestoresTheAssetAndRemovesAddedComponentsButKeepsThePlace()
        {
            var asset = PrefabUtility.SaveAsPrefabAsset(MakeCrate(), Path);
            var a = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var body = a.GetComponent<Rigidbody>();
            a.transform.position = new Vector3(3f, 0f, 0f);
            a.GetComponent<Rigidbody>().mass = 9f;
            a.AddComponent<BoxCollider>();
            Assert.IsTrue(PrefabUtility.HasPrefabInstanceAnyOverrides(a, false), "an added component is an override");
            Assert.IsNull(PrefabUtility.GetCorrespondingObjectFromSource(a.GetComponent<BoxCollider>()));

            PrefabUtility.RevertPrefabInstance(a, InteractionMode.UserAction);
            Assert.AreEqual(2f, a.GetComponent<Rigidbody>().mass);
            Assert.IsNull(a.GetComponent<BoxCollider>());
            Assert.AreEqual(3f, a.transform.position.x);
            Assert.AreSame(body, a.GetComponent<Rigidbody>(), "revert edits in place");
            Undo.PerformUndo();
            Assert.AreEqual(9f, a.GetComponent<Rigidbody>().mass, "revert is undoable");

            var plain = new GameObject("Plain");
            Assert.Throws<ArgumentException>(() => PrefabUtility.RevertPrefabInstance(plain, InteractionMode.UserAction));
            Assert.Throws<ArgumentException>(() => PrefabUtility.ApplyPrefabInstance(a.transform.GetChild(0).gameObject, InteractionMode.UserAction));
        }

        [Test]
        public void ThePrefabStageEditsACopyAndSavingUpdatesInstances()
        {
            var asset = PrefabUtility.SaveAsPrefabAsset(MakeCrate(), Path);
            var a = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            var loadedScenes = SceneManager.sceneCount;
            var stage = PrefabStageUtility.OpenPrefab(Path);
            Assert.AreSame(stage, PrefabStageUtility.GetCurrentPrefabStage());
            Assert.AreEqual(Path, stage.assetPath);
            Assert.AreEqual(loadedScenes, SceneManager.sceneCount, "the stage's scene is a preview scene");
            Assert.IsTrue(stage.scene.IsValid());
            Assert.AreEqual(stage.prefabContentsRoot, stage.scene.GetRootGameObjects().Single());
            Assert.AreSame(stage, PrefabStageUtility.GetPrefabStage(stage.prefabContentsRoot));

            var handle = new GameObject("Handle");
            handle.transform.SetParent(stage.prefabContentsRoot.transform, false);
            stage.prefabContentsRoot.GetComponent<Rigidbody>().mass = 4f;
            Assert.IsTrue(stage.scene.isDirty);
            stage.ClearDirtiness();
            StageUtility.GoToMainStage();
            Assert.IsNull(PrefabStageUtility.GetCurrentPrefabStage());
            Assert.AreEqual(2f, a.GetComponent<Rigidbody>().mass, "cleared changes are discarded");

            stage = PrefabStageUtility.OpenPrefab(Path);
            stage.prefabContentsRoot.GetComponent<Rigidbody>().mass = 4f;
            new GameObject("Handle").transform.SetParent(stage.prefabContentsRoot.transform, false);
            EditorSceneManager.MarkSceneDirty(stage.scene);
            StageUtility.GoToMainStage(); // saves, as Unity's Auto Save does
            Assert.AreEqual(4f, a.GetComponent<Rigidbody>().mass);
            Assert.AreEqual(2, a.transform.childCount, "a child added in the asset appears in instances");
            Assert.AreEqual("Handle", a.transform.GetChild(1).name);
            Assert.Throws<ArgumentException>(() => PrefabStageUtility.OpenPrefab("Assets/Crate.asset"));
            Assert.Throws<ArgumentException>(() => PrefabStageUtility.OpenPrefab("Assets/Missing.prefab"));
        }

#if UNITY_6000_3_OR_NEWER
        const int Save = 0, Cancel = 1, Discard = 2;
#else
        const int Save = 0, Discard = 1, Cancel = 2;
#endif

        int Asked()
        {
            return HeadlessEditor.DialogsShown.Count(t => t == PrefabStage.ModifiedTitle);
        }

        static PrefabStage OpenWithChangedMass(float mass)
        {
            var stage = PrefabStageUtility.OpenPrefab(Path);
            stage.prefabContentsRoot.GetComponent<Rigidbody>().mass = mass;
            EditorSceneManager.MarkSceneDirty(stage.scene);
            return stage;
        }

        // Without Auto Save, leaving a stage with unsaved changes asks in a modal dialog: going to the main stage, opening
        // a prefab (this one again too), opening or creating a scene. Cancel keeps the stage; Discard drops the changes.
        [Test]
        public void LeavingAStageWithUnsavedChangesAsksWhenAutoSaveIsOff()
        {
            var a = (GameObject)PrefabUtility.InstantiatePrefab(PrefabUtility.SaveAsPrefabAsset(MakeCrate(), Path));
            EditorPrefs.SetBool("PrefabEditing.AutoSave", false);
            try
            {
                var asked = Asked();
                var stage = OpenWithChangedMass(4f);
                HeadlessEditor.AnswerNextDialog(Cancel);
                StageUtility.GoToMainStage();
                Assert.AreEqual(asked + 1, Asked());
                Assert.AreSame(stage, PrefabStageUtility.GetCurrentPrefabStage(), "Cancel keeps the stage");
                HeadlessEditor.AnswerNextDialog(Cancel);
                Assert.IsNull(PrefabStageUtility.OpenPrefab(Path), "opening the same prefab asks too; cancelled, it returns null");
                Assert.AreEqual(asked + 2, Asked());
                HeadlessEditor.AnswerNextDialog(Discard);
                StageUtility.GoToMainStage();
                Assert.AreEqual(asked + 3, Asked());
                Assert.IsNull(PrefabStageUtility.GetCurrentPrefabStage());
                Assert.AreEqual(2f, a.GetComponent<Rigidbody>().mass, "Discard Changes drops them");

                OpenWithChangedMass(5f);
                HeadlessEditor.AnswerNextDialog(Save);
                EditorSceneManager.OpenScene("Assets/Scenes/Second.unity", OpenSceneMode.Additive);
                Assert.AreEqual(asked + 4, Asked(), "opening a scene leaves Prefab Mode");
                Assert.IsNull(PrefabStageUtility.GetCurrentPrefabStage());
                Assert.AreEqual(5f, a.GetComponent<Rigidbody>().mass, "Save saved");

                OpenWithChangedMass(6f);
                Assert.Throws<InvalidOperationException>(() => EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Additive),
                    "creating a scene asks too (in-process nobody can answer)");
                PrefabStageUtility.GetCurrentPrefabStage().ClearDirtiness();
                StageUtility.GoToMainStage();
                Assert.AreEqual(asked + 5, Asked(), "nothing left to ask once the changes are cleared");

                EditorSettings.prefabModeAllowAutoSave = false;
                EditorPrefs.SetBool("PrefabEditing.AutoSave", true);
                OpenWithChangedMass(7f);
                HeadlessEditor.AnswerNextDialog(Discard);
                StageUtility.GoToMainStage();
                Assert.AreEqual(asked + 6, Asked(), "a project that allows no Auto Save asks whatever the toggle says");
                EditorSettings.prefabModeAllowAutoSave = true;

                OpenWithChangedMass(8f);
                StageUtility.GoToMainStage();
                Assert.AreEqual(asked + 6, Asked(), "with Auto Save nothing is asked");
                Assert.AreEqual(8f, a.GetComponent<Rigidbody>().mass, "and the changes are saved");
            }
            finally
            {
                EditorPrefs.DeleteKey("PrefabEditing.AutoSave");
                EditorSettings.prefabModeAllowAutoSave = true;
            }
        }

        // A prefab of a registry package (immutable: only embedded and local packages are writable) edited in Prefab Mode:
        // leaving with unsaved changes asks "Immutable Prefab" whatever Auto Save says (UnityCsReference 2021.3.0f1
        // PrefabStage.cs:1564-1578). OK leaves and loses the changes; Cancel stays (issue 43).
        [Test]
        public void LeavingAnImmutablePackagesPrefabWithChangesAsksEvenWithAutoSave()
        {
            PrefabUtility.SaveAsPrefabAsset(MakeCrate(), Path);
            const string inPackage = "Packages/com.example.art/Crate.prefab";
            Directory.CreateDirectory(System.IO.Path.Combine(Project, "Packages/com.example.art"));
            File.Copy(System.IO.Path.Combine(Project, Path), System.IO.Path.Combine(Project, inPackage));
            var manifestPath = System.IO.Path.Combine(Project, "Packages/manifest.json");
            var manifest = JObject.Parse(File.ReadAllText(manifestPath));
            manifest["dependencies"]["com.example.art"] = "1.0.0";
            File.WriteAllText(manifestPath, manifest.ToString());
            Func<int> asked = () => HeadlessEditor.DialogsShown.Count(t => t == PrefabStage.ImmutableTitle);
            var before = asked();
            var written = File.ReadAllText(System.IO.Path.Combine(Project, inPackage));

            var stage = PrefabStageUtility.OpenPrefab(inPackage);
            stage.prefabContentsRoot.GetComponent<Rigidbody>().mass = 9f;
            EditorSceneManager.MarkSceneDirty(stage.scene);
            HeadlessEditor.AnswerNextDialog(1); // Cancel
            StageUtility.GoToMainStage();
            Assert.AreEqual(before + 1, asked(), "asked, with Auto Save on (the default)");
            Assert.AreSame(stage, PrefabStageUtility.GetCurrentPrefabStage(), "Cancel keeps the stage");
            HeadlessEditor.AnswerNextDialog(0); // OK
            StageUtility.GoToMainStage();
            Assert.AreEqual(before + 2, asked());
            Assert.IsNull(PrefabStageUtility.GetCurrentPrefabStage(), "OK leaves");
            Assert.AreEqual(written, File.ReadAllText(System.IO.Path.Combine(Project, inPackage)), "nothing was saved into the package");

            // An embedded package is writable: Auto Save saves as it leaves, nothing is asked.
            File.WriteAllText(System.IO.Path.Combine(Project, "Packages/com.example.art/package.json"), "{ \"name\": \"com.example.art\", \"version\": \"1.0.0\" }");
            stage = PrefabStageUtility.OpenPrefab(inPackage);
            stage.prefabContentsRoot.GetComponent<Rigidbody>().mass = 9f;
            EditorSceneManager.MarkSceneDirty(stage.scene);
            StageUtility.GoToMainStage();
            Assert.AreEqual(before + 2, asked(), "an embedded package's prefab is not immutable");
        }

        [Test]
        public void LinksSurviveSavingAndReopeningTheScene()
        {
            var asset = PrefabUtility.SaveAsPrefabAsset(MakeCrate(), Path);
            var a = (GameObject)PrefabUtility.InstantiatePrefab(asset);
            a.GetComponent<Rigidbody>().mass = 6f;
            PrefabUtility.RecordPrefabInstancePropertyModifications(a.GetComponent<Rigidbody>());
            Assert.IsTrue(EditorSceneManager.SaveScene(a.scene, "Assets/Scenes/PrefabScene.unity"));
            EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Single);
            EditorSceneManager.OpenScene("Assets/Scenes/PrefabScene.unity");
            var reopened = SceneManager.GetActiveScene().GetRootGameObjects().Single(PrefabUtility.IsAnyPrefabInstanceRoot);
            Assert.AreEqual(Path, PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(reopened));
            Assert.AreEqual("6", PrefabUtility.GetPropertyModifications(reopened).Single(m => m.propertyPath == "m_Mass").value);
            AssetDatabase.DeleteAsset("Assets/Scenes/PrefabScene.unity");
        }
    }
}
