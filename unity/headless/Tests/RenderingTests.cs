using System.IO;
using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.Rendering;

namespace Patchbay.Headless.Tests
{
    // Camera.Render's software rasteriser, ReadPixels, the PNG encoder, and materials with their shaders'
    // properties: what capture_screenshot and the material tools stand on.
    [TestFixture]
    public class RenderingTests : StandInFixture
    {
        static readonly Color Black = new Color(0f, 0f, 0f, 1f);

        static Camera MakeCamera(Vector3 position)
        {
            var go = new GameObject("Main Camera", typeof(Camera)) { tag = "MainCamera" };
            go.transform.position = position;
            var camera = go.GetComponent<Camera>();
            camera.clearFlags = CameraClearFlags.SolidColor;
            camera.backgroundColor = Black;
            return camera;
        }

        static GameObject Cube(Color color, Vector3 position)
        {
            var cube = GameObject.CreatePrimitive(PrimitiveType.Cube);
            cube.transform.position = position;
            cube.GetComponent<MeshRenderer>().sharedMaterial = new Material(Shader.Find("Unlit/Color")) { color = color };
            return cube;
        }

        static Texture2D Capture(Camera camera, int width, int height)
        {
            var target = new RenderTexture(width, height, 24);
            camera.targetTexture = target;
            camera.Render();
            camera.targetTexture = null;
            var previous = RenderTexture.active;
            RenderTexture.active = target;
            var image = new Texture2D(width, height, TextureFormat.RGB24, false);
            image.ReadPixels(new Rect(0, 0, width, height), 0, 0);
            image.Apply();
            RenderTexture.active = previous;
            Object.DestroyImmediate(target);
            return image;
        }

        // Red-dominant: the flat shading darkens a colour but keeps its hue.
        static int Count(Texture2D image, System.Func<Color, bool> match)
        {
            return image.GetPixels().Count(match);
        }

        static bool IsRed(Color c) { return c.r > 0.4f && c.g < 0.05f && c.b < 0.05f; }
        static bool IsGreen(Color c) { return c.g > 0.4f && c.r < 0.05f && c.b < 0.05f; }

        [Test]
        public void ACubeInFrontOfTheCameraIsDrawnInItsMaterialColour()
        {
            var camera = MakeCamera(new Vector3(0, 0, -5));
            Cube(Color.red, Vector3.zero);
            var image = Capture(camera, 64, 64);
            Assert.IsTrue(IsRed(image.GetPixel(32, 32)), "centre is the cube: " + image.GetPixel(32, 32));
            Assert.AreEqual(Black, image.GetPixel(0, 0), "corner is the background");
            var red = Count(image, IsRed);
            // 60° vertical FOV at distance 4.5 to the front face: the face spans 1 / (2·4.5·tan 30°) ≈ 19% of the height.
            Assert.That(red, Is.InRange(100, 400), "red pixels");
        }

        [Test]
        public void MovingTheCubeChangesTheImage()
        {
            var camera = MakeCamera(new Vector3(0, 0, -5));
            var cube = Cube(Color.red, Vector3.zero);
            var before = Count(Capture(camera, 64, 64), IsRed);
            cube.transform.position = new Vector3(0, 0, -3);
            var closer = Count(Capture(camera, 64, 64), IsRed);
            Assert.Greater(closer, before * 3, "nearer means bigger");
            cube.transform.position = new Vector3(50, 0, 0);
            Assert.AreEqual(0, Count(Capture(camera, 64, 64), IsRed), "out of view");
            cube.transform.position = new Vector3(0, 0, -10);
            Assert.AreEqual(0, Count(Capture(camera, 64, 64), IsRed), "behind the camera");
        }

        [Test]
        public void TheNearerSurfaceWins()
        {
            var camera = MakeCamera(new Vector3(0, 0, -5));
            var far = Cube(Color.red, new Vector3(0, 0, 3));
            far.transform.localScale = new Vector3(6, 6, 1);
            Cube(Color.green, Vector3.zero);
            var image = Capture(camera, 64, 64);
            Assert.IsTrue(IsGreen(image.GetPixel(32, 32)), "the near cube covers the far one: " + image.GetPixel(32, 32));
            Assert.Greater(Count(image, IsRed), 0, "the far cube shows around it");
        }

        [Test]
        public void OrthographicSizeIsHalfTheViewHeight()
        {
            var camera = MakeCamera(new Vector3(0, 0, -5));
            camera.orthographic = true;
            camera.orthographicSize = 1f;
            Cube(Color.red, Vector3.zero);
            var image = Capture(camera, 40, 40);
            // A 1x1 face in a 2x2 view: a quarter of the pixels.
            Assert.That(Count(image, IsRed), Is.InRange(380, 420));
        }

        [Test]
        public void ClearFlagsAndDisabledRenderers()
        {
            var camera = MakeCamera(new Vector3(0, 0, -5));
            camera.backgroundColor = Color.blue;
            var cube = Cube(Color.red, Vector3.zero);
            cube.GetComponent<MeshRenderer>().enabled = false;
            var image = Capture(camera, 16, 16);
            Assert.AreEqual(16 * 16, Count(image, c => c == Color.blue));
            camera.clearFlags = CameraClearFlags.Skybox;
            Assert.AreEqual(SoftwareRasterizer.SkyboxColor, Capture(camera, 16, 16).GetPixel(3, 3));
        }

        [Test]
        public void EveryPrimitiveHasGeometryWithinUnitysBounds()
        {
            foreach (PrimitiveType type in System.Enum.GetValues(typeof(PrimitiveType)))
            {
                var mesh = GameObject.CreatePrimitive(type).GetComponent<MeshFilter>().sharedMesh;
                Assert.Greater(mesh.triangles.Length, 0, type.ToString());
                Assert.AreEqual(0, mesh.triangles.Length % 3, type.ToString());
                var size = mesh.bounds.size;
                var expected = type == PrimitiveType.Plane ? new Vector3(10, 0, 10) : type == PrimitiveType.Quad ? new Vector3(1, 1, 0)
                    : type == PrimitiveType.Cube || type == PrimitiveType.Sphere ? Vector3.one : new Vector3(1, 2, 1);
                Assert.AreEqual(expected.x, size.x, 0.01f, type + " x");
                Assert.AreEqual(expected.y, size.y, 0.01f, type + " y");
                Assert.AreEqual(expected.z, size.z, 0.01f, type + " z");
            }
        }

        [Test]
        public void PngRoundTripsPixelsTopRowFirst()
        {
            var image = new Texture2D(3, 2, TextureFormat.RGBA32, false);
            image.SetPixel(0, 0, Color.red);      // bottom-left in Unity
            image.SetPixel(2, 1, Color.green);    // top-right
            image.SetPixel(1, 1, new Color(0f, 0f, 1f, 0.5f));
            var png = image.EncodeToPNG();
            CollectionAssert.AreEqual(new byte[] { 137, 80, 78, 71, 13, 10, 26, 10 }, png.Take(8).ToArray());
            int width, height;
            var rgba = PngCodec.Decode(png, out width, out height);
            Assert.AreEqual(3, width);
            Assert.AreEqual(2, height);
            CollectionAssert.AreEqual(new byte[] { 255, 0, 0, 255 }, rgba.Skip((1 * 3 + 0) * 4).Take(4).ToArray(), "bottom-left is the last row");
            CollectionAssert.AreEqual(new byte[] { 0, 255, 0, 255 }, rgba.Skip((0 * 3 + 2) * 4).Take(4).ToArray(), "top-right is the first row");
            CollectionAssert.AreEqual(new byte[] { 0, 0, 255, 128 }, rgba.Skip((0 * 3 + 1) * 4).Take(4).ToArray());
            png[png.Length - 20] ^= 0xff;
            Assert.Throws<System.FormatException>(() => PngCodec.Decode(png, out width, out height), "a damaged file is caught by its checksums");
        }

        [Test]
        public void ReadPixelsIntoRgb24DropsAlpha()
        {
            var camera = MakeCamera(Vector3.zero);
            camera.backgroundColor = new Color(0.2f, 0.4f, 0.6f, 0f);
            Assert.AreEqual(1f, Capture(camera, 4, 4).GetPixel(1, 1).a);
        }

        [Test]
        public void ShadersDeclareTheirPropertiesAndUnknownNamesAreNull()
        {
            Assert.IsNull(Shader.Find("No/Such Shader"));
            var lit = Shader.Find("Universal Render Pipeline/Lit");
            var index = lit.FindPropertyIndex("_BaseColor");
            Assert.GreaterOrEqual(index, 0);
            Assert.AreEqual("_BaseColor", lit.GetPropertyName(index));
            Assert.AreEqual(ShaderPropertyType.Color, lit.GetPropertyType(index));
            Assert.AreEqual(ShaderPropertyType.Texture, lit.GetPropertyType(lit.FindPropertyIndex("_BaseMap")));
            Assert.AreEqual(ShaderPropertyType.Range, Shader.Find("Standard").GetPropertyType(Shader.Find("Standard").FindPropertyIndex("_Glossiness")));
            Assert.AreEqual(-1, lit.FindPropertyIndex("_Color"));
            Assert.Throws<System.ArgumentOutOfRangeException>(() => lit.GetPropertyName(lit.GetPropertyCount()));
        }

        [Test]
        public void MaterialsReadShaderDefaultsAndMainColourFollowsThePipeline()
        {
            var urp = new Material(Shader.Find("Universal Render Pipeline/Lit"));
            Assert.IsTrue(urp.HasProperty("_BaseColor"));
            Assert.IsFalse(urp.HasProperty("_Color"));
            Assert.AreEqual(0.5f, urp.GetFloat("_Smoothness"));
            urp.color = Color.red;
            Assert.AreEqual(Color.red, urp.GetColor("_BaseColor"));
            var standard = new Material(Shader.Find("Standard"));
            Assert.AreEqual(Color.white, standard.GetColor("_Color"));
            standard.color = Color.green;
            Assert.AreEqual(Color.green, standard.GetColor("_Color"));
        }

        [Test]
        public void MaterialPropertiesPersistInTheMatFileAndUndo()
        {
            AssetDatabase.CreateFolder("Assets", "Mats");
            var material = new Material(Shader.Find("Standard"));
            material.SetColor("_Color", Color.red);
            material.SetFloat("_Metallic", 0.75f);
            AssetDatabase.CreateAsset(material, "Assets/Mats/Red.mat");
            File.Copy(Path.Combine(Project, "Assets/Mats/Red.mat"), Path.Combine(Project, "Assets/Mats/Copy.mat"));
            AssetDatabase.Refresh();
            var copy = AssetDatabase.LoadAssetAtPath<Material>("Assets/Mats/Copy.mat");
            Assert.AreNotSame(material, copy);
            Assert.AreEqual("Standard", copy.shader.name);
            Assert.AreEqual(Color.red, copy.GetColor("_Color"));
            Assert.AreEqual(0.75f, copy.GetFloat("_Metallic"));

            Undo.RecordObject(material, "Blue");
            material.SetColor("_Color", Color.blue);
            Undo.PerformUndo();
            Assert.AreEqual(Color.red, material.GetColor("_Color"));
            AssetDatabase.DeleteAsset("Assets/Mats");
        }

        [Test]
        public void TheSceneViewCameraIsInNoScene()
        {
            var view = SceneView.lastActiveSceneView;
            Assert.IsNotNull(view);
            Assert.IsNotNull(view.camera);
            Assert.AreSame(view.camera, SceneView.lastActiveSceneView.camera);
            CollectionAssert.DoesNotContain(Camera.allCameras, view.camera);
            Assert.IsNull(Camera.main);
            Cube(Color.red, Vector3.zero);
            Assert.Greater(Count(Capture(view.camera, 32, 32), IsRed), 0, "it looks at the origin");
        }
    }
}
