using System;
using System.IO;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tools.Materials;
using UnityEditor;
using UnityEngine;
using UnityEngine.Rendering;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>capture_screenshot and the material tools, in-process through the CallProcessor.</summary>
    public class VisualToolsTests
    {
        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
        }

        [TearDown]
        public void TearDown()
        {
            foreach (var folder in new[] { "Assets/VisualTests", "Assets/Shots" })
            {
                if (AssetDatabase.IsValidFolder(folder))
                {
                    AssetDatabase.DeleteAsset(folder);
                }
            }

            File.Delete(InProject("ProjectSettings/PatchbaySettings.json"));
        }

        private static string InProject(string path)
        {
            return Path.Combine(ToolHarness.ProjectRoot, path);
        }

        private static byte[] Png(JObject result)
        {
            var image = (JObject)result["content"][1];
            Assert.AreEqual("image", (string)image["type"]);
            Assert.AreEqual("image/png", (string)image["mimeType"]);
            return Convert.FromBase64String((string)image["data"]);
        }

        // Width and height from the PNG's IHDR chunk (bytes 16-23, big-endian).
        private static int[] PngSize(byte[] png)
        {
            CollectionAssert.AreEqual(new byte[] { 137, 80, 78, 71, 13, 10, 26, 10 }, new ArraySegment<byte>(png, 0, 8));
            Func<int, int> read = i => png[i] << 24 | png[i + 1] << 16 | png[i + 2] << 8 | png[i + 3];
            return new[] { read(16), read(20) };
        }

        [Test]
        public void CaptureReturnsAPngOfTheAskedSizeAndRestoresTheCamera()
        {
            var result = ToolHarness.Call("capture_screenshot", "{\"width\":200,\"height\":100}");
            Assert.IsFalse((bool)result["isError"], ToolHarness.Text(result));
            var png = Png(result);
            CollectionAssert.AreEqual(new[] { 200, 100 }, PngSize(png));
            Assert.IsNull(result["structuredContent"], "an image result is JSON text and the image, no output schema");
            var structured = Info(result);
            Assert.AreEqual("Game", (string)structured["source"]);
            Assert.AreEqual("Main Camera", (string)structured["camera"]);
            Assert.AreEqual(png.Length, (int)structured["bytes"]);
            Assert.IsNull(Camera.main.targetTexture);
            Assert.IsNull(RenderTexture.active);
        }

        [Test]
        public void DefaultSizeFollowsTheAspectAndMaxSizeScalesDown()
        {
            var standard = ToolHarness.Call("capture_screenshot", "{}");
            CollectionAssert.AreEqual(new[] { 640, 360 }, PngSize(Png(standard)));
            var capped = ToolHarness.Call("capture_screenshot", "{\"width\":1280,\"height\":720,\"maxSize\":320}");
            CollectionAssert.AreEqual(new[] { 320, 180 }, PngSize(Png(capped)));
            StringAssert.Contains("maxSize", (string)Info(capped)["note"]);
            ToolHarness.Fails("capture_screenshot", "{\"width\":5000}", "invalid_arguments");
        }

        [Test]
        public void TheImageChangesWithTheSceneAndEachSource()
        {
            var before = Png(ToolHarness.Call("capture_screenshot", "{\"width\":64}"));
            ToolHarness.Ok("set_component_field", "{\"target\":\"Spinning Cube\",\"field\":\"m_LocalPosition\",\"value\":[0,1,-8]}");
            var after = Png(ToolHarness.Call("capture_screenshot", "{\"width\":64}"));
            CollectionAssert.AreNotEqual(before, after);
            var byCamera = ToolHarness.Call("capture_screenshot", "{\"camera\":\"Main Camera\",\"width\":64}");
            CollectionAssert.AreEqual(after, Png(byCamera), "the main camera is the game view");
            Assert.AreEqual("Camera", (string)Info(byCamera)["source"]);
            var scene = ToolHarness.Call("capture_screenshot", "{\"source\":\"Scene\",\"width\":64}");
            Assert.IsNull(Info(scene)["camera"]);
            CollectionAssert.AreNotEqual(after, Png(scene));
        }

        [Test]
        public void CaptureRefusesBadCamerasAndPaths()
        {
            ToolHarness.Fails("capture_screenshot", "{\"camera\":\"Nope\"}", "not_found");
            var notCamera = ToolHarness.Fails("capture_screenshot", "{\"camera\":\"Spinning Cube\"}", "not_found");
            StringAssert.Contains("no Camera", ToolHarness.Text(notCamera));
            ToolHarness.Fails("capture_screenshot", "{\"source\":\"Camera\"}", "invalid_arguments");
            ToolHarness.Fails("capture_screenshot", "{\"savePath\":\"../shot.png\"}", "security_blocked");
            ToolHarness.Fails("capture_screenshot", "{\"savePath\":\"Assets/shot.jpg\"}", "invalid_arguments");
            Assert.IsFalse(File.Exists(Path.Combine(Path.GetDirectoryName(ToolHarness.ProjectRoot), "shot.png")));
            UnityEngine.Object.DestroyImmediate(GameObject.Find("Main Camera"));
            var none = ToolHarness.Fails("capture_screenshot", "{}", "not_found");
            StringAssert.Contains("No enabled camera", ToolHarness.Text(none));
        }

        [Test]
        public void SavePathWritesANewPngUnderAssetsWhenFileWritesAreAllowed()
        {
            var saved = ToolHarness.Call("capture_screenshot", "{\"width\":32,\"savePath\":\"Assets/Shots/First.png\"}");
            Assert.AreEqual("Assets/Shots/First.png", (string)Info(saved)["savedPath"]);
            CollectionAssert.AreEqual(Png(saved), File.ReadAllBytes(InProject("Assets/Shots/First.png")));
            ToolHarness.Fails("capture_screenshot", "{\"savePath\":\"Assets/Shots/First.png\"}", "invalid_state");

            File.WriteAllText(InProject("ProjectSettings/PatchbaySettings.json"), "{\"allowFileWrites\":false}");
            var blocked = ToolHarness.Fails("capture_screenshot", "{\"savePath\":\"Assets/Shots/Second.png\"}", "security_blocked");
            StringAssert.Contains("allowFileWrites", ToolHarness.Text(blocked));
            StringAssert.Contains("Or capture without savePath.", ToolHarness.Text(blocked));
            Assert.IsFalse(File.Exists(InProject("Assets/Shots/Second.png")));
            Assert.IsFalse((bool)ToolHarness.Call("capture_screenshot", "{\"width\":32}")["isError"], "looking stays allowed");
        }

        [Test]
        public void CreateSetAssignAndReadAMaterial()
        {
            AssetDatabase.CreateFolder("Assets", "VisualTests");
            var created = ToolHarness.Ok("create_material", "{\"path\":\"Assets/VisualTests/Red.mat\",\"shader\":\"Unlit/Color\",\"color\":\"#ff0000\"}");
            Assert.AreEqual("Unlit/Color", (string)created["shader"]);
            StringAssert.Contains("_Color", File.ReadAllText(InProject("Assets/VisualTests/Red.mat")));

            var before = Png(ToolHarness.Call("capture_screenshot", "{\"width\":64}"));
            var assigned = ToolHarness.Ok("assign_material", "{\"target\":\"Spinning Cube\",\"material\":\"Assets/VisualTests/Red.mat\"}");
            Assert.AreEqual("Default-Material", (string)assigned["previous"]);
            var renderer = GameObject.Find("Spinning Cube").GetComponent<MeshRenderer>();
            Assert.AreEqual("Assets/VisualTests/Red.mat", AssetDatabase.GetAssetPath(renderer.sharedMaterial));
            CollectionAssert.AreNotEqual(before, Png(ToolHarness.Call("capture_screenshot", "{\"width\":64}")));

            var read = ToolHarness.Ok("get_material", "{\"target\":\"Spinning Cube\"}");
            Assert.AreEqual("Assets/VisualTests/Red.mat", (string)read["material"]);
            Assert.AreEqual("_Color", (string)read["properties"][0]["name"]);
            Assert.AreEqual("color", (string)read["properties"][0]["type"]);
            CollectionAssert.AreEqual(new[] { 1d, 0d, 0d, 1d }, read["properties"][0]["value"].Values<double>());

            Undo.PerformUndo();
            Assert.AreEqual("Default-Material", renderer.sharedMaterial.name, "assign_material is one undo step");
        }

        [Test]
        public void SetMaterialPropertyConvertsByTheShadersTypeAndUndoes()
        {
            AssetDatabase.CreateFolder("Assets", "VisualTests");
            ToolHarness.Ok("create_material", "{\"path\":\"Assets/VisualTests/Metal.mat\"}");
            var set = ToolHarness.Ok("set_material_property", "{\"material\":\"Assets/VisualTests/Metal.mat\",\"property\":\"_Metallic\",\"value\":0.8}");
            Assert.AreEqual("range", (string)set["type"]);
            var material = AssetDatabase.LoadAssetAtPath<Material>("Assets/VisualTests/Metal.mat");
            Assert.AreEqual(0.8f, material.GetFloat("_Metallic"), 1e-6);
            StringAssert.Contains("0.8", File.ReadAllText(InProject("Assets/VisualTests/Metal.mat")), "saved to the asset");
            ToolHarness.Ok("set_material_property", "{\"material\":\"Assets/VisualTests/Metal.mat\",\"property\":\"_Color\",\"value\":[0,0,1,1]}");
            Assert.AreEqual(Color.blue, material.GetColor("_Color"));

            var wrong = ToolHarness.Fails("set_material_property", "{\"material\":\"Assets/VisualTests/Metal.mat\",\"property\":\"_Metallic\",\"value\":\"shiny\"}", "invalid_arguments");
            StringAssert.Contains("range property", ToolHarness.Text(wrong));
            ToolHarness.Fails("set_material_property", "{\"material\":\"Assets/VisualTests/Metal.mat\",\"property\":\"_Color\",\"value\":5}", "invalid_arguments");
            ToolHarness.Fails("set_material_property", "{\"material\":\"Assets/VisualTests/Metal.mat\",\"property\":\"_MainTex\",\"value\":\"Assets/None.png\"}", "invalid_arguments");
            var missing = ToolHarness.Fails("set_material_property", "{\"material\":\"Assets/VisualTests/Metal.mat\",\"property\":\"_BaseColor\",\"value\":[1,0,0,1]}", "not_found");
            StringAssert.Contains("_Color (color)", ToolHarness.Text(missing));
            ToolHarness.Fails("set_material_property", "{\"material\":\"Assets/VisualTests/Nope.mat\",\"property\":\"_Color\",\"value\":[1,0,0,1]}", "not_found");
            Assert.AreEqual(0.8f, material.GetFloat("_Metallic"), 1e-6, "refused values change nothing");
            Assert.AreEqual(Color.blue, material.GetColor("_Color"));

            Undo.PerformUndo();
            Assert.AreEqual(Color.white, material.GetColor("_Color"), "each set is one undo step");
        }

        [Test]
        public void IntPropertiesTakeWholeNumbersOnly()
        {
            var material = new Material(Shader.Find("Standard"));
            MaterialAssets.Write(material, "_Stencil", ShaderPropertyType.Int, new JValue(3));
            Assert.AreEqual(3, material.GetInteger("_Stencil"));
            Assert.Throws<Patchbay.Shared.Core.ToolException>(() => MaterialAssets.Write(material, "_Stencil", ShaderPropertyType.Int, new JValue(2.5)));
            Assert.AreEqual(3, material.GetInteger("_Stencil"));
        }

        [Test]
        public void MaterialToolsRefuseBadInputsAndChangeNothing()
        {
            AssetDatabase.CreateFolder("Assets", "VisualTests");
            var shader = ToolHarness.Fails("create_material", "{\"path\":\"Assets/VisualTests/X.mat\",\"shader\":\"Nope/Shader\"}", "not_found");
            StringAssert.Contains("Available here: Standard", ToolHarness.Text(shader));
            ToolHarness.Fails("create_material", "{\"path\":\"Assets/VisualTests/X.txt\"}", "invalid_arguments");
            ToolHarness.Fails("create_material", "{\"path\":\"../X.mat\"}", "security_blocked");
            ToolHarness.Fails("create_material", "{\"path\":\"Assets/Missing/X.mat\"}", "not_found");
            ToolHarness.Fails("create_material", "{\"path\":\"Assets/VisualTests/X.mat\",\"color\":\"reddish\"}", "invalid_arguments");
            Assert.IsFalse(File.Exists(InProject("Assets/VisualTests/X.mat")));
            ToolHarness.Ok("create_material", "{\"path\":\"Assets/VisualTests/X.mat\"}");
            ToolHarness.Fails("create_material", "{\"path\":\"Assets/VisualTests/X.mat\"}", "invalid_state");

            var renderer = GameObject.Find("Spinning Cube").GetComponent<MeshRenderer>();
            var slot = ToolHarness.Fails("assign_material", "{\"target\":\"Spinning Cube\",\"material\":\"Assets/VisualTests/X.mat\",\"slot\":1}", "invalid_arguments");
            StringAssert.Contains("1 material slot", ToolHarness.Text(slot));
            ToolHarness.Fails("assign_material", "{\"target\":\"Main Camera\",\"material\":\"Assets/VisualTests/X.mat\"}", "not_found");
            ToolHarness.Fails("assign_material", "{\"target\":\"Spinning Cube\",\"material\":\"Assets/VisualTests/Y.mat\"}", "not_found");
            Assert.AreEqual("Default-Material", renderer.sharedMaterial.name);
            ToolHarness.Fails("get_material", "{}", "invalid_arguments");
        }

        private static JObject Info(JObject result)
        {
            return JObject.Parse(ToolHarness.Text(result));
        }
    }
}
