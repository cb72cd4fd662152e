using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tests.Tools
{
    [RequireComponent(typeof(Rigidbody))]
    public class NeedsBody : MonoBehaviour
    {
    }

    /// <summary>The objects tools against the editor (headless stand-in outside Unity): effects, undo, and bad input that changes nothing.</summary>
    public class ObjectToolsTests
    {
        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
        }

        private static GameObject RootNamed(string name)
        {
            return SceneManager.GetActiveScene().GetRootGameObjects().FirstOrDefault(g => g.name == name);
        }

        private static int ObjectCount()
        {
            return LiveObjects.GameObjectCount(true);
        }

        [Test]
        public void CreateGameObjectAppearsInTheSceneDirtiesItAndUndoRemovesIt()
        {
            var created = ToolHarness.Ok("create_game_object",
                "{\"name\":\"Crate\",\"primitive\":\"Cube\",\"position\":[1,2,3],\"components\":[\"Rigidbody\"]}");
            Assert.AreEqual("Crate", (string)created["path"]);
            var go = GameObject.Find("Crate");
            Assert.IsNotNull(go);
            Assert.AreEqual(new Vector3(1, 2, 3), go.transform.localPosition);
            Assert.IsNotNull(go.GetComponent<Rigidbody>());
            Assert.IsNotNull(go.GetComponent<BoxCollider>(), "primitives come with their collider");
            Assert.IsTrue(SceneManager.GetActiveScene().isDirty, "scene marked dirty, not saved");

            Undo.PerformUndo();
            Assert.IsNull(GameObject.Find("Crate"), "one undo step removes the object");
        }

        [Test]
        public void CreateUnderAParentPath()
        {
            ToolHarness.Ok("create_game_object", "{\"name\":\"Lamp\",\"parent\":\"Spinning Cube/Marker\"}");
            var lamp = GameObject.Find("Lamp");
            Assert.AreEqual("Marker", lamp.transform.parent.name);
        }

        [Test]
        public void UnknownComponentTypeSuggestsNearNamesAndCreatesNothing()
        {
            var before = ObjectCount();
            var result = ToolHarness.Fails("create_game_object", "{\"name\":\"X\",\"components\":[\"Rigidbdy\"]}", "not_found");
            StringAssert.Contains("Rigidbody", ToolHarness.Text(result));
            Assert.AreEqual(before, ObjectCount());
        }

        [Test]
        public void MissingParentAndWrongTypesChangeNothing()
        {
            var before = ObjectCount();
            ToolHarness.Fails("create_game_object", "{\"name\":\"X\",\"parent\":\"Nope/Nothing\"}", "not_found");
            ToolHarness.Fails("create_game_object", "{\"name\":\"X\",\"position\":\"up\"}", "invalid_arguments");
            ToolHarness.Fails("create_game_object", "{\"name\":\"X\",\"position\":[1,2]}", "invalid_arguments");
            ToolHarness.Fails("create_game_object", "{\"primitive\":\"Cube\"}", "invalid_arguments");
            Assert.AreEqual(before, ObjectCount());
            Assert.IsFalse(SceneManager.GetActiveScene().isDirty);
        }

        [Test]
        public void CreateWithFieldsSetsThemInTheSameUndoStep()
        {
            var created = ToolHarness.Ok("create_game_object",
                "{\"name\":\"Player\",\"primitive\":\"Capsule\",\"components\":[\"Rigidbody\"],\"fields\":{\"m_Mass\":2,\"tag\":\"Player\",\"active\":false}}");
            var go = RootNamed("Player");
            Assert.AreEqual(2f, go.GetComponent<Rigidbody>().mass);
            Assert.AreEqual("Player", go.tag);
            Assert.IsFalse(go.activeSelf);
            var set = (JArray)created["set"];
            Assert.AreEqual(3, set.Count);
            Assert.AreEqual("Rigidbody", (string)set[0]["component"]);
            Assert.AreEqual("m_Mass", (string)set[0]["field"]);

            Undo.PerformUndo();
            Assert.IsNull(RootNamed("Player"), "one undo step removes the object with its fields");
        }

        [Test]
        public void CreateWithAWrongFieldSuggestsTheNameAndCreatesNothing()
        {
            var before = ObjectCount();
            var result = ToolHarness.Fails("create_game_object",
                "{\"name\":\"Player\",\"components\":[\"Rigidbody\"],\"fields\":{\"m_Mas\":2}}", "not_found");
            StringAssert.Contains("m_Mass", ToolHarness.Text(result));
            Assert.AreEqual("fields.m_Mas", (string)result["_meta"]["patchbay/error"]["field"]);
            // Fields are checked on the new object (they may belong to the components it gets), so it existed
            // for a moment: nothing is left, though the scene may stay marked modified, as in Unity.
            Assert.AreEqual(before, ObjectCount());
            Assert.IsNull(RootNamed("Player"));

            result = ToolHarness.Fails("create_game_object",
                "{\"name\":\"Player\",\"components\":[\"Rigidbody\"],\"fields\":{\"m_Mass\":\"heavy\"}}", "invalid_arguments");
            Assert.AreEqual("fields.m_Mass", (string)result["_meta"]["patchbay/error"]["field"], ToolHarness.Text(result));
            Assert.AreEqual(before, ObjectCount());
        }

        [Test]
        public void BatchCreateWithAWrongFieldNamesTheObjectAndCreatesNothing()
        {
            var before = ObjectCount();
            var result = ToolHarness.Fails("batch_create_game_objects",
                "{\"objects\":[{\"name\":\"A\",\"fields\":{\"layer\":\"Water\"}},{\"name\":\"B\",\"components\":[\"Rigidbody\"],\"fields\":{\"m_Mass\":\"x\"}}]}",
                "invalid_arguments");
            StringAssert.Contains("objects[1]", ToolHarness.Text(result));
            Assert.AreEqual(before, ObjectCount());
            Assert.IsNull(RootNamed("A"));
        }

        [Test]
        public void AmbiguousNamesListTheMatches()
        {
            ToolHarness.Ok("create_game_object", "{\"name\":\"Twin\"}");
            ToolHarness.Ok("create_game_object", "{\"name\":\"Twin\",\"parent\":\"Main Camera\"}");
            var result = ToolHarness.Fails("get_game_object", "{\"target\":\"Twin\"}", "ambiguous");
            StringAssert.Contains("Main:Twin", ToolHarness.Text(result));
            StringAssert.Contains("Main:Main Camera/Twin", ToolHarness.Text(result));
            Assert.AreEqual(2, ((JArray)result["_meta"]["patchbay/error"]["matches"]).Count);
            ToolHarness.Ok("get_game_object", "{\"target\":\"Main Camera/Twin\"}");
        }

        [Test]
        public void BatchCreateIsOneUndoStep()
        {
            var created = ToolHarness.Ok("batch_create_game_objects",
                "{\"objects\":[{\"name\":\"Root\"},{\"name\":\"Child\",\"parent\":\"Root\",\"primitive\":\"Sphere\"},{\"name\":\"Other\",\"position\":[0,5,0]}]}");
            Assert.AreEqual(3, ((JArray)created["created"]).Count);
            Assert.AreEqual("Root", GameObject.Find("Child").transform.parent.name);
            Undo.PerformUndo();
            Assert.IsNull(GameObject.Find("Root"));
            Assert.IsNull(GameObject.Find("Child"));
            Assert.IsNull(GameObject.Find("Other"));
        }

        [Test]
        public void BatchCreateIsAllOrNothing()
        {
            var before = ObjectCount();
            var result = ToolHarness.Fails("batch_create_game_objects",
                "{\"objects\":[{\"name\":\"A\"},{\"name\":\"B\",\"components\":[\"NoSuchThing\"]}]}", "not_found");
            StringAssert.Contains("objects[1]", ToolHarness.Text(result));
            Assert.AreEqual(before, ObjectCount());
            Assert.IsNull(GameObject.Find("A"));

            ToolHarness.Fails("batch_create_game_objects", "{\"objects\":[{\"name\":\"A\"},{\"nam\":\"B\"}]}", "invalid_arguments");
            Assert.AreEqual(before, ObjectCount());
        }

        [Test]
        public void AddComponentAndUndo()
        {
            ToolHarness.Ok("add_component", "{\"target\":\"Directional Light\",\"type\":\"Rigidbody\"}");
            var light = GameObject.Find("Directional Light");
            Assert.IsNotNull(light.GetComponent<Rigidbody>());
            Undo.PerformUndo();
            Assert.IsNull(light.GetComponent<Rigidbody>());
        }

        [Test]
        public void AddComponentRefusesUnknownTypesAndTransform()
        {
            var result = ToolHarness.Fails("add_component", "{\"target\":\"Main Camera\",\"type\":\"Lite\"}", "not_found");
            StringAssert.Contains("Light", ToolHarness.Text(result));
            ToolHarness.Fails("add_component", "{\"target\":\"Main Camera\",\"type\":\"Transform\"}", "invalid_state");
            ToolHarness.Fails("add_component", "{\"target\":\"Nobody\",\"type\":\"Light\"}", "not_found");
            Assert.IsNull(GameObject.Find("Main Camera").GetComponent<Light>());
        }

        [Test]
        public void SetComponentFieldConvertsValues()
        {
            ToolHarness.Ok("add_component", "{\"target\":\"Main Camera\",\"type\":\"Rigidbody\"}");
            var set = ToolHarness.Ok("set_component_field", "{\"target\":\"Main Camera\",\"component\":\"Rigidbody\",\"field\":\"mass\",\"value\":\"5\"}");
            Assert.AreEqual("m_Mass", (string)set["field"]);
            Assert.AreEqual(5f, GameObject.Find("Main Camera").GetComponent<Rigidbody>().mass);

            ToolHarness.Ok("set_component_field", "{\"target\":\"Main Camera\",\"field\":\"m_LocalPosition\",\"value\":\"[1,2,3]\"}");
            Assert.AreEqual(new Vector3(1, 2, 3), GameObject.Find("Main Camera").transform.localPosition);

            ToolHarness.Ok("set_component_field", "{\"target\":\"Directional Light\",\"field\":\"Color\",\"value\":\"#FF0000\"}");
            ToolHarness.Ok("set_component_field", "{\"target\":\"Directional Light\",\"field\":\"type\",\"value\":\"Spot\"}");
            var light = GameObject.Find("Directional Light").GetComponent<Light>();
            Assert.AreEqual(Color.red, light.color);
            Assert.AreEqual(LightType.Spot, light.type);

            ToolHarness.Ok("set_component_field", "{\"target\":\"Spinning Cube\",\"component\":\"MeshFilter\",\"field\":\"m_Mesh\",\"value\":\"null\"}");
            Assert.IsNull(GameObject.Find("Spinning Cube").GetComponent<MeshFilter>().sharedMesh);

            ToolHarness.Ok("set_component_field", "{\"target\":\"Directional Light\",\"component\":\"GameObject\",\"field\":\"m_Name\",\"value\":\"Sun\"}");
            Assert.IsNotNull(GameObject.Find("Sun"));
            Assert.IsTrue(SceneManager.GetActiveScene().isDirty);

            Undo.PerformUndo();
            Assert.IsNotNull(GameObject.Find("Directional Light"), "undo reverts a field change");
        }

        [Test]
        public void SetComponentFieldListsValidFieldsAndChangesNothingOnBadInput()
        {
            var light = GameObject.Find("Directional Light").GetComponent<Light>();
            var before = light.intensity;
            var result = ToolHarness.Fails("set_component_field", "{\"target\":\"Directional Light\",\"component\":\"Light\",\"field\":\"intensty\",\"value\":\"2\"}", "not_found");
            StringAssert.Contains("m_Intensity", ToolHarness.Text(result));
            ToolHarness.Fails("set_component_field", "{\"target\":\"Directional Light\",\"field\":\"m_Intensity\",\"value\":\"bright\"}", "invalid_arguments");
            ToolHarness.Fails("set_component_field", "{\"target\":\"Directional Light\",\"field\":\"m_Type\",\"value\":\"Laser\"}", "invalid_arguments");
            ToolHarness.Fails("set_component_field", "{\"target\":\"Directional Light\",\"component\":\"Rigidbody\",\"field\":\"mass\",\"value\":\"1\"}", "not_found");
            ToolHarness.Fails("set_component_field", "{\"target\":\"Directional Light\",\"field\":\"m_Intensity\",\"value\":{\"a\":2}}", "invalid_arguments");
            ToolHarness.Fails("set_component_field", "{\"target\":\"Directional Light\",\"field\":\"m_Intensity\",\"value\":[2]}", "invalid_arguments");
            Assert.AreEqual(before, light.intensity);
            Assert.AreEqual(LightType.Directional == light.type || LightType.Point == light.type, true);
            Assert.IsFalse(SceneManager.GetActiveScene().isDirty);
        }

        [Test]
        public void DeleteAndUndo()
        {
            var deleted = ToolHarness.Ok("delete_game_object", "{\"target\":\"Spinning Cube\"}");
            Assert.AreEqual("Spinning Cube", (string)deleted["path"]);
            Assert.AreEqual(1, (int)deleted["descendants"]);
            Assert.IsNull(GameObject.Find("Spinning Cube"));
            Assert.IsNull(GameObject.Find("Marker"));
            Undo.PerformUndo();
            Assert.IsNotNull(GameObject.Find("Spinning Cube/Marker"));
            ToolHarness.Fails("delete_game_object", "{\"target\":\"Nothing Here\"}", "not_found");
        }

        [Test]
        public void HierarchyIsPagedAndDepthLimited()
        {
            var all = ToolHarness.Ok("get_hierarchy", "{\"components\":true}");
            var paths = ((JArray)all["items"]).Select(i => (string)i["path"]).ToList();
            CollectionAssert.Contains(paths, "Spinning Cube/Marker");
            Assert.AreEqual(4, (int)all["total"]);

            var page = ToolHarness.Ok("get_hierarchy", "{\"limit\":2}");
            Assert.AreEqual(2, ((JArray)page["items"]).Count);
            StringAssert.Contains("offset=2", (string)page["next"]);

            var shallow = ToolHarness.Ok("get_hierarchy", "{\"depth\":0}");
            Assert.AreEqual(3, (int)shallow["total"]);
            Assert.AreEqual(1, (int)((JArray)shallow["items"]).First(i => (string)i["path"] == "Spinning Cube")["hiddenChildren"]);

            var subtree = ToolHarness.Ok("get_hierarchy", "{\"root\":\"Spinning Cube\"}");
            Assert.AreEqual(2, (int)subtree["total"]);
        }

        [Test]
        public void FindByNameComponentPathAndActiveState()
        {
            ToolHarness.Ok("create_game_object", "{\"name\":\"Hidden Cube\",\"parent\":\"Main Camera\"}");
            ToolHarness.Ok("set_component_field", "{\"target\":\"Hidden Cube\",\"component\":\"GameObject\",\"field\":\"m_IsActive\",\"value\":\"false\"}");
            var cubes = ToolHarness.Ok("find_game_objects", "{\"name\":\"*Cube\"}");
            Assert.AreEqual(2, (int)cubes["total"]);
            var cameras = ToolHarness.Ok("find_game_objects", "{\"component\":\"Camera\"}");
            Assert.AreEqual("Main Camera", (string)cameras["items"][0]["path"]);
            var inactive = ToolHarness.Ok("find_game_objects", "{\"active\":false}");
            Assert.AreEqual("Main Camera/Hidden Cube", (string)inactive["items"][0]["path"]);
            var under = ToolHarness.Ok("find_game_objects", "{\"path\":\"Spinning Cube\"}");
            Assert.AreEqual(2, (int)under["total"]);
            ToolHarness.Fails("find_game_objects", "{\"component\":\"Camra\"}", "not_found");
            ToolHarness.Fails("find_game_objects", "{\"layer\":\"NoSuchLayer\"}", "not_found");
        }

        [Test]
        public void GetGameObjectShowsComponentsAndFields()
        {
            var cube = ToolHarness.Ok("get_game_object", "{\"target\":\"Spinning Cube\"}");
            Assert.AreEqual(1, (int)cube["children"]);
            var transform = cube["components"].First(c => (string)c["type"] == "Transform");
            Assert.AreEqual(0.5, (double)transform["fields"]["m_LocalPosition"][1], 1e-6);
            var byId = ToolHarness.Ok("get_game_object", "{\"target\":\"" + (string)cube["id"] + "\",\"fields\":false}");
            Assert.AreEqual("Spinning Cube", (string)byId["name"]);
            Assert.IsNull(byId["components"][0]["fields"]);
        }

        [Test]
        public void GetGameObjectFoldsLargeEngineComponentsAndGivesOneInFull()
        {
            ToolHarness.Ok("create_game_object",
                "{\"name\":\"Rig\",\"components\":[\"Camera\",\"Light\",\"Rigidbody\",\"Patchbay.Editor.Tests.Tools.NeedsBody\"]}");
            var unfolded = ToolHarness.Ok("get_game_object", "{\"target\":\"Rig\"}");
            Assert.IsNull(unfolded["note"], "nothing folded at Unity-sized limits: the stand-in's components are small");

            // The stand-in's engine components are smaller than Unity's: fold at a lower size to see the rule work.
            var limit = Patchbay.Editor.Tools.Objects.GetGameObjectTool.FoldChars;
            Patchbay.Editor.Tools.Objects.GetGameObjectTool.FoldChars = 10;
            try
            {
                var rig = ToolHarness.Ok("get_game_object", "{\"target\":\"Rig\"}");
                var byType = rig["components"].ToDictionary(c => (string)c["type"], c => (JObject)c);
                Assert.IsNotNull(byType["Transform"]["fields"], "the Transform always shows its fields");
                Assert.IsNotNull(byType["NeedsBody"]["fields"], "the project's own scripts always show theirs");
                Assert.IsNull(byType["Camera"]["fields"], "a large engine component is folded");
                Assert.Greater((int)byType["Camera"]["folded"], 0, "to its field count");
                StringAssert.Contains("pass component", (string)rig["note"]);

                var one = ToolHarness.Ok("get_game_object", "{\"target\":\"Rig\",\"component\":\"Camera\"}");
                var camera = one["components"].First(c => (string)c["type"] == "Camera");
                Assert.AreEqual((int)byType["Camera"]["folded"], ((JObject)camera["fields"]).Count, "in full, every field");
                Assert.IsNull(one["components"].First(c => (string)c["type"] == "Transform")["fields"], "only the one asked for");
            }
            finally
            {
                Patchbay.Editor.Tools.Objects.GetGameObjectTool.FoldChars = limit;
            }

            ToolHarness.Fails("get_game_object", "{\"target\":\"Rig\",\"component\":\"AudioSource\"}", "not_found");
        }

        [Test]
        public void ObjectIdsAreDigitStringsThatEveryToolTakesBack()
        {
            // One shape on every Unity: an int instance id before 6000.4, a 64-bit EntityId after; both as strings
            // (a 64-bit number loses digits in a JavaScript client).
            var cube = ToolHarness.Ok("get_game_object", "{\"target\":\"Spinning Cube\"}");
            Assert.AreEqual(JTokenType.String, cube["id"].Type, cube.ToString());
            var id = (string)cube["id"];
            StringAssert.IsMatch("^-?[0-9]+$", id);
            var hierarchy = ToolHarness.Ok("get_hierarchy", "{}");
            var listed = hierarchy["items"].First(i => (string)i["path"] == "Spinning Cube");
            Assert.AreEqual(id, (string)listed["id"], "get_hierarchy and get_game_object give the same id");
            ToolHarness.Ok("set_component_field", "{\"target\":\"" + id + "\",\"field\":\"m_LocalPosition\",\"value\":\"[4,5,6]\"}");
            Assert.AreEqual(new Vector3(4, 5, 6), GameObject.Find("Spinning Cube").transform.localPosition);
            ToolHarness.Fails("get_game_object", "{\"target\":\"" + id + "0\"}", "not_found");
        }

        [Test]
        public void IdsAreAlsoTakenAsJsonNumbersByEveryToolThatTakesAnObject()
        {
            var cube = (string)ToolHarness.Ok("get_game_object", "{\"target\":\"Spinning Cube\"}")["id"];
            var camera = (string)ToolHarness.Ok("get_game_object", "{\"target\":\"Main Camera\"}")["id"];
            Assert.AreEqual("Spinning Cube", (string)ToolHarness.Ok("get_game_object", "{\"target\":" + cube + ",\"fields\":false}")["name"]);
            Assert.AreEqual(2, (int)ToolHarness.Ok("get_hierarchy", "{\"root\":" + cube + "}")["total"]);
            ToolHarness.Ok("set_component_field", "{\"target\":" + cube + ",\"field\":\"m_LocalPosition\",\"value\":[7,8,9]}");
            Assert.AreEqual(new Vector3(7, 8, 9), GameObject.Find("Spinning Cube").transform.localPosition);
            ToolHarness.Ok("add_component", "{\"target\":" + camera + ",\"type\":\"Rigidbody\"}");
            Assert.IsNotNull(GameObject.Find("Main Camera").GetComponent<Rigidbody>());
            ToolHarness.Ok("create_game_object", "{\"name\":\"Lens\",\"parent\":" + camera + "}");
            Assert.AreEqual("Main Camera", GameObject.Find("Lens").transform.parent.name);
            ToolHarness.Ok("batch_create_game_objects", "{\"objects\":[{\"name\":\"Cap\",\"parent\":" + camera + "}]}");
            Assert.AreEqual("Main Camera", GameObject.Find("Cap").transform.parent.name);
            ToolHarness.Ok("delete_game_object", "{\"target\":" + cube + "}");
            Assert.IsNull(GameObject.Find("Spinning Cube"));
            ToolHarness.Fails("get_game_object", "{\"target\":" + cube + "}", "not_found");
            ToolHarness.Fails("get_game_object", "{\"target\":true}", "invalid_arguments");
        }

        [Test]
        public void ValuesTakeAnyJsonAndVectorsTakeArraysObjectsOrText()
        {
            ToolHarness.Ok("add_component", "{\"target\":\"Main Camera\",\"type\":\"Rigidbody\"}");
            ToolHarness.Ok("set_component_field", "{\"target\":\"Main Camera\",\"field\":\"mass\",\"value\":3}");
            ToolHarness.Ok("set_component_field", "{\"target\":\"Main Camera\",\"field\":\"useGravity\",\"value\":false}");
            var body = GameObject.Find("Main Camera").GetComponent<Rigidbody>();
            Assert.AreEqual(3f, body.mass);
            Assert.IsFalse(body.useGravity);
            ToolHarness.Ok("set_component_field", "{\"target\":\"Main Camera\",\"field\":\"m_LocalPosition\",\"value\":{\"x\":1,\"y\":2,\"z\":3}}");
            Assert.AreEqual(new Vector3(1, 2, 3), GameObject.Find("Main Camera").transform.localPosition);
            ToolHarness.Ok("set_component_field", "{\"target\":\"Main Camera\",\"field\":\"m_LocalPosition\",\"value\":\"4, 5, 6\"}");
            Assert.AreEqual(new Vector3(4, 5, 6), GameObject.Find("Main Camera").transform.localPosition);
            ToolHarness.Ok("set_component_field", "{\"target\":\"Directional Light\",\"field\":\"Color\",\"value\":[0,1,0,1]}");
            Assert.AreEqual(Color.green, GameObject.Find("Directional Light").GetComponent<Light>().color);

            ToolHarness.Ok("create_game_object", "{\"name\":\"A\",\"position\":{\"x\":1,\"y\":2,\"z\":3},\"scale\":\"2,2,2\",\"rotation\":\"(0.00, 90.00, 0.00)\"}");
            var a = GameObject.Find("A").transform;
            Assert.AreEqual(new Vector3(1, 2, 3), a.localPosition);
            Assert.AreEqual(new Vector3(2, 2, 2), a.localScale);
            Assert.AreEqual(90f, a.localEulerAngles.y, 1e-3);
            var before = ObjectCount();
            var bad = ToolHarness.Fails("create_game_object", "{\"name\":\"B\",\"position\":{\"x\":1,\"y\":2}}", "invalid_arguments");
            StringAssert.Contains("\"x,y,z\"", ToolHarness.Text(bad));
            Assert.AreEqual(before, ObjectCount());
        }

        [Test]
        public void SetComponentFieldRenamesReparentsActivatesTagsLayersAndMovesInOneUndoStep()
        {
            var cube = GameObject.Find("Spinning Cube");
            var world = cube.transform.position;
            var result = ToolHarness.Ok("set_component_field",
                "{\"target\":\"Spinning Cube\",\"fields\":{\"name\":\"Box\",\"parent\":\"Main Camera\",\"active\":false,\"tag\":\"Player\",\"layer\":\"Water\"}}");
            Assert.AreEqual("Main Camera/Box", (string)result["target"]);
            var set = result["set"].ToDictionary(c => (string)c["field"], c => c["value"]);
            Assert.AreEqual("Main Camera", (string)set["parent"]);
            Assert.IsFalse((bool)set["active"]);
            Assert.AreEqual("Water", (string)set["layer"]);
            Assert.AreEqual("Box", cube.name);
            Assert.AreEqual("Main Camera", cube.transform.parent.name);
            Assert.AreEqual(world, cube.transform.position, "reparenting keeps the world position, as a drag in the Hierarchy does");
            Assert.IsFalse(cube.activeSelf);
            Assert.AreEqual("Player", cube.tag);
            Assert.AreEqual(LayerMask.NameToLayer("Water"), cube.layer);
            Assert.IsTrue(SceneManager.GetActiveScene().isDirty);

            ToolHarness.Ok("set_component_field", "{\"target\":\"Main Camera/Box\",\"fields\":{\"m_Parent\":null,\"m_LocalPosition\":{\"x\":1,\"y\":2,\"z\":3},\"localScale\":\"2,2,2\"}}");
            Assert.IsNull(cube.transform.parent, "\"\" moves it to the scene root");
            Assert.AreEqual(new Vector3(1, 2, 3), cube.transform.localPosition);
            Assert.AreEqual(new Vector3(2, 2, 2), cube.transform.localScale);

            Undo.PerformUndo();
            Assert.AreEqual("Main Camera", cube.transform.parent.name, "one undo step per call");
            Assert.AreEqual(world, cube.transform.position);
            Undo.PerformUndo();
            Assert.AreEqual("Spinning Cube", cube.name);
            Assert.IsNull(cube.transform.parent);
            Assert.IsTrue(cube.activeSelf);
            Assert.AreEqual("Untagged", cube.tag);
        }

        [Test]
        public void SetComponentFieldsAreAllOrNothing()
        {
            var cube = GameObject.Find("Spinning Cube");
            var fields = "{\"target\":\"Spinning Cube\",\"fields\":{\"name\":\"X\",\"m_LocalPosition\":[9,9,9],";
            ToolHarness.Fails("set_component_field", fields + "\"parent\":\"Spinning Cube/Marker\"}}", "invalid_arguments");
            ToolHarness.Fails("set_component_field", fields + "\"tag\":\"NoSuchTag\"}}", "not_found");
            ToolHarness.Fails("set_component_field", fields + "\"layer\":\"NoSuchLayer\"}}", "not_found");
            ToolHarness.Fails("set_component_field", fields + "\"layer\":40}}", "invalid_arguments");
            ToolHarness.Fails("set_component_field", fields + "\"parent\":\"Nowhere\"}}", "not_found");
            ToolHarness.Fails("set_component_field", fields + "\"active\":\"maybe\"}}", "invalid_arguments");
            ToolHarness.Fails("set_component_field", fields + "\"m_LocalScale\":[1,2]}}", "invalid_arguments");
            ToolHarness.Fails("set_component_field", fields + "\"nosuchfield\":1}}", "not_found");
            ToolHarness.Fails("set_component_field", "{\"target\":\"Spinning Cube\"}", "invalid_arguments");
            ToolHarness.Fails("set_component_field", "{\"target\":\"Spinning Cube\",\"field\":\"name\"}", "invalid_arguments");
            Assert.AreEqual(new Vector3(0, 0.5f, 0), cube.transform.localPosition);
            Assert.AreEqual("Spinning Cube", cube.name);
            Assert.IsNull(cube.transform.parent);
            Assert.AreEqual("Untagged", cube.tag);
            Assert.IsFalse(SceneManager.GetActiveScene().isDirty);
        }

        [Test]
        public void UnityRefusesASecondRigidbodyButNotASecondCollider()
        {
            ToolHarness.Ok("add_component", "{\"target\":\"Main Camera\",\"type\":\"Rigidbody\"}");
            var twice = ToolHarness.Fails("add_component", "{\"target\":\"Main Camera\",\"type\":\"Rigidbody\"}", "invalid_state");
            StringAssert.Contains("already has a Rigidbody", ToolHarness.Text(twice));
            Assert.AreEqual(1, GameObject.Find("Main Camera").GetComponents<Rigidbody>().Length);
            var renderer = ToolHarness.Fails("add_component", "{\"target\":\"Spinning Cube\",\"type\":\"MeshRenderer\"}", "invalid_state");
            StringAssert.Contains("already has a MeshRenderer", ToolHarness.Text(renderer));

            var added = ToolHarness.Ok("add_component", "{\"target\":\"Spinning Cube\",\"type\":\"BoxCollider\"}");
            Assert.AreEqual("BoxCollider[1]", (string)added["added"], "what component takes back");
            Assert.AreEqual(2, GameObject.Find("Spinning Cube").GetComponents<BoxCollider>().Length);
        }

        [Test]
        public void SeveralComponentsOfATypeArePickedByIndexNeverSilently()
        {
            ToolHarness.Ok("add_component", "{\"target\":\"Spinning Cube\",\"type\":\"BoxCollider\"}");
            var ambiguous = ToolHarness.Fails("set_component_field", "{\"target\":\"Spinning Cube\",\"component\":\"BoxCollider\",\"field\":\"m_IsTrigger\",\"value\":true}", "ambiguous");
            StringAssert.Contains("BoxCollider[0], BoxCollider[1]", ToolHarness.Text(ambiguous));
            var noComponent = ToolHarness.Fails("set_component_field", "{\"target\":\"Spinning Cube\",\"field\":\"m_IsTrigger\",\"value\":true}", "ambiguous");
            StringAssert.Contains("BoxCollider[0], BoxCollider[1]", ToolHarness.Text(noComponent));
            var colliders = GameObject.Find("Spinning Cube").GetComponents<BoxCollider>();
            Assert.IsFalse(colliders[0].isTrigger || colliders[1].isTrigger);

            var set = ToolHarness.Ok("set_component_field", "{\"target\":\"Spinning Cube\",\"component\":\"BoxCollider[1]\",\"field\":\"m_IsTrigger\",\"value\":true}");
            Assert.AreEqual("BoxCollider[1]", (string)set["component"]);
            Assert.IsFalse(colliders[0].isTrigger);
            Assert.IsTrue(colliders[1].isTrigger);
            ToolHarness.Fails("set_component_field", "{\"target\":\"Spinning Cube\",\"component\":\"BoxCollider[2]\",\"field\":\"m_IsTrigger\",\"value\":true}", "not_found");
            ToolHarness.Fails("set_component_field", "{\"target\":\"Spinning Cube\",\"component\":\"BoxCollider[x]\",\"field\":\"m_IsTrigger\",\"value\":true}", "invalid_arguments");
        }

        [Test]
        public void DeleteGameObjectRemovesAComponentByTypeOrIndexAndUndo()
        {
            ToolHarness.Ok("add_component", "{\"target\":\"Spinning Cube\",\"type\":\"BoxCollider\"}");
            var cube = GameObject.Find("Spinning Cube");
            var second = cube.GetComponents<BoxCollider>()[1];
            ToolHarness.Fails("delete_game_object", "{\"target\":\"Spinning Cube\",\"component\":\"BoxCollider\"}", "ambiguous");
            var removed = ToolHarness.Ok("delete_game_object", "{\"target\":\"Spinning Cube\",\"component\":\"BoxCollider[1]\"}");
            Assert.AreEqual("BoxCollider[1]", (string)removed["removed"]);
            Assert.AreEqual(1, cube.GetComponents<BoxCollider>().Length);
            Assert.IsTrue(second == null, "the second one went");
            ToolHarness.Ok("delete_game_object", "{\"target\":\"Spinning Cube\",\"component\":\"MeshRenderer\"}");
            Assert.IsNull(cube.GetComponent<MeshRenderer>());
            Assert.IsTrue(SceneManager.GetActiveScene().isDirty);
            Undo.PerformUndo();
            Assert.IsNotNull(cube.GetComponent<MeshRenderer>(), "undo brings it back");
        }

        [Test]
        public void DeleteGameObjectRefusesToRemoveTheTransformAndWhatOthersRequire()
        {
            ToolHarness.Ok("add_component", "{\"target\":\"Main Camera\",\"type\":\"NeedsBody\"}");
            var camera = GameObject.Find("Main Camera");
            Assert.IsNotNull(camera.GetComponent<Rigidbody>(), "RequireComponent added it");
            var required = ToolHarness.Fails("delete_game_object", "{\"target\":\"Main Camera\",\"component\":\"Rigidbody\"}", "invalid_state");
            StringAssert.Contains("NeedsBody depends on it", ToolHarness.Text(required));
            ToolHarness.Fails("delete_game_object", "{\"target\":\"Main Camera\",\"component\":\"Transform\"}", "invalid_state");
            ToolHarness.Fails("delete_game_object", "{\"target\":\"Main Camera\",\"component\":\"Light\"}", "not_found");
            ToolHarness.Fails("delete_game_object", "{\"target\":\"Main Camera\",\"component\":\"Lihgt\"}", "not_found");
            Assert.IsNotNull(camera.GetComponent<Rigidbody>());
            ToolHarness.Ok("delete_game_object", "{\"target\":\"Main Camera\",\"component\":\"NeedsBody\"}");
            ToolHarness.Ok("delete_game_object", "{\"target\":\"Main Camera\",\"component\":\"Rigidbody\"}");
            Assert.IsNull(camera.GetComponent<Rigidbody>());
        }
    }
}
