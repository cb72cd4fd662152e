using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // Camera's conversions between world, viewport and screen (the Game view is 1920 x 1080: Internal/GameView), Sprite and
    // SpriteRenderer, and the corpus scripts that use them.
    [TestFixture]
    public class CameraAndSpriteTests : StandInFixture
    {
        static void Near(Vector3 expected, Vector3 actual, string message = null)
        {
            Assert.That((expected - actual).magnitude, Is.LessThan(1e-3f), (message ?? "") + " expected " + expected + ", got " + actual);
        }

        static Camera MainCamera(Vector3 at)
        {
            var go = new GameObject("Main Camera");
            go.tag = "MainCamera";
            go.transform.position = at;
            return go.AddComponent<Camera>();
        }

        [Test]
        public void MainIsTheEnabledCameraTaggedMainCamera()
        {
            new GameObject("Other").AddComponent<Camera>();
            Assert.IsNull(Camera.main);
            var cam = MainCamera(Vector3.zero);
            Assert.AreSame(cam, Camera.main);
            cam.enabled = false;
            Assert.IsNull(Camera.main, "a disabled camera is not main");
        }

        [Test]
        public void PerspectiveConversionsRoundTrip()
        {
            var cam = MainCamera(new Vector3(0, 1, -10));
            Assert.AreEqual(1920, cam.pixelWidth);
            Assert.AreEqual(1080, cam.pixelHeight);
            Assert.AreEqual(16f / 9f, cam.aspect, 1e-5f);
            Assert.AreEqual(60f, cam.fieldOfView);
            Assert.AreEqual(0.3f, cam.nearClipPlane, 1e-6f);
            Assert.AreEqual(1000f, cam.farClipPlane);

            Near(new Vector3(960, 540, 10), cam.WorldToScreenPoint(new Vector3(0, 1, 0)), "the point ahead is the screen's centre");
            Near(new Vector3(0.5f, 0.5f, 10), cam.WorldToViewportPoint(new Vector3(0, 1, 0)));
            var halfHeight = 10f * Mathf.Tan(30f * Mathf.Deg2Rad);
            Near(new Vector3(0.5f, 1f, 10), cam.WorldToViewportPoint(new Vector3(0, 1 + halfHeight, 0)), "the top edge");
            Near(new Vector3(0, 1 + halfHeight, 0), cam.ViewportToWorldPoint(new Vector3(0.5f, 1f, 10)));
            var world = new Vector3(2, -1, 5);
            Near(world, cam.ScreenToWorldPoint(cam.WorldToScreenPoint(world)));
            Near(new Vector3(0.25f, 0.5f, 3), cam.ScreenToViewportPoint(new Vector3(480, 540, 3)));
            Near(new Vector3(480, 540, 3), cam.ViewportToScreenPoint(new Vector3(0.25f, 0.5f, 3)));

            var ray = cam.ScreenPointToRay(new Vector3(960, 540, 0));
            Near(Vector3.forward, ray.direction);
            Near(new Vector3(0, 1, -10 + 0.3f), ray.origin, "rays start on the near plane");
            var corner = cam.ViewportPointToRay(new Vector3(1, 1, 0));
            Near((cam.ViewportToWorldPoint(new Vector3(1, 1, 10)) - cam.transform.position).normalized, corner.direction);

            cam.transform.rotation = Quaternion.Euler(0, 90, 0);
            Near(new Vector3(960, 540, 4), cam.WorldToScreenPoint(new Vector3(4, 1, -10)), "it looks along its own forward");
            cam.aspect = 1f;
            Assert.AreEqual(1f, cam.aspect);
            cam.ResetAspect();
            cam.rect = new Rect(0, 0, 0.5f, 1);
            Assert.AreEqual(960, cam.pixelWidth);
            Assert.AreEqual(8f / 9f, cam.aspect, 1e-5f, "the viewport's aspect");
        }

        [Test]
        public void OrthographicConversionsUseTheSize()
        {
            var cam = MainCamera(new Vector3(0, 0, -10));
            cam.orthographic = true;
            cam.orthographicSize = 5f;
            Near(new Vector3(0, 5, 0), cam.ViewportToWorldPoint(new Vector3(0.5f, 1f, 10)));
            Near(new Vector3(-5f * 16f / 9f, -5, 0), cam.ScreenToWorldPoint(new Vector3(0, 0, 10)));
            Near(new Vector3(1920, 1080, 10), cam.WorldToScreenPoint(new Vector3(5f * 16f / 9f, 5, 0)));
            var ray = cam.ScreenPointToRay(new Vector3(0, 1080, 0));
            Near(Vector3.forward, ray.direction, "parallel rays");
            Near(new Vector3(-5f * 16f / 9f, 5, -9.7f), ray.origin);
        }

        [Test]
        public void CorpusRaycastShooterHitsWhatIsUnderTheCursor()
        {
            EditorApplication.isPlaying = true;
            HeadlessEditor.Tick();
            try
            {
                MainCamera(new Vector3(0, 0, -10));
                var target = GameObject.CreatePrimitive(PrimitiveType.Cube);
                target.name = "Target";
                target.transform.position = new Vector3(0, 0, 5);
                var body = target.AddComponent<Rigidbody>();
                body.useGravity = false;
                var shooter = new GameObject("Gun").AddComponent<RaycastShooter>();
                Assert.IsTrue(shooter.FireAt(new Vector3(960, 540, 0)));
                Assert.AreSame(target, shooter.LastHit);
                Near(new Vector3(0, 0, 4.5f), shooter.LastPoint);
                PhysicsTests.Frames(1);
                Assert.Greater(PhysicsTests.Velocity(body).z, 0f, "the impulse pushed it away");
                Assert.IsFalse(shooter.FireAt(new Vector3(10, 10, 0)), "nothing in the corner");
                shooter.hitMask = 1 << 8;
                Assert.IsFalse(shooter.FireAt(new Vector3(960, 540, 0)), "the target is not on layer 8");
            }
            finally
            {
                EditorApplication.isPlaying = false;
                HeadlessEditor.Tick();
            }
        }

        [Test]
        public void SpritesAreRectanglesOfTheirTexture()
        {
            var texture = new Texture2D(128, 64);
            var sprite = Sprite.Create(texture, new Rect(0, 0, 64, 32), new Vector2(0.5f, 0f), 32f);
            Assert.AreSame(texture, sprite.texture);
            Assert.AreEqual(new Rect(0, 0, 64, 32), sprite.rect);
            Assert.AreEqual(new Vector2(32, 0), sprite.pivot, "the pivot in pixels");
            Assert.AreEqual(32f, sprite.pixelsPerUnit);
            Assert.AreEqual(new Vector3(2, 1, 0.2f), sprite.bounds.size);
            Assert.AreEqual(new Vector3(0, 0.5f, 0), sprite.bounds.center, "pivot at the bottom centre");
            Assert.AreEqual(100f, Sprite.Create(texture, new Rect(0, 0, 10, 10), Vector2.zero).pixelsPerUnit, "Unity's default");
            Assert.Throws<System.ArgumentException>(() => Sprite.Create(texture, new Rect(100, 0, 64, 32), Vector2.zero));

            var renderer = new GameObject("Hero").AddComponent<SpriteRenderer>();
            Assert.AreEqual(Color.white, renderer.color);
            Assert.AreEqual(SpriteDrawMode.Simple, renderer.drawMode);
            var changes = 0;
            renderer.RegisterSpriteChangeCallback(r => changes++);
            renderer.sprite = sprite;
            Assert.AreEqual(1, changes);
            Assert.AreEqual(new Vector2(2, 1), renderer.size, "Simple: the sprite's size");
            renderer.drawMode = SpriteDrawMode.Sliced;
            renderer.size = new Vector2(4, 3);
            Assert.AreEqual(new Vector2(4, 3), renderer.size);
            renderer.drawMode = SpriteDrawMode.Simple;
            renderer.transform.position = new Vector3(10, 0, 0);
            Assert.AreEqual(new Vector3(10, 0.5f, 0), renderer.bounds.center);
            renderer.flipY = true;
            Assert.AreEqual(new Vector3(10, -0.5f, 0), renderer.bounds.center, "flipped about the pivot");
            renderer.sortingOrder = 7;
            renderer.sortingLayerName = "Foreground";
            Assert.AreEqual(7, renderer.sortingOrder);
            Assert.AreEqual("Foreground", renderer.sortingLayerName);
            Assert.AreNotEqual(0, renderer.sortingLayerID);
            renderer.sortingLayerID = 0;
            Assert.AreEqual("Default", renderer.sortingLayerName);
        }

        [Test]
        public void CorpusSpriteScriptsFlipSortAndSelect()
        {
            EditorApplication.isPlaying = true;
            HeadlessEditor.Tick();
            try
            {
                var cam = MainCamera(new Vector3(0, 0, -10));
                cam.orthographic = true;
                var factory = new GameObject("Factory").AddComponent<SpriteFactory>();
                var hero = factory.Spawn("Hero", Color.red, 3);
                Assert.AreEqual(Color.red, hero.color);
                Assert.AreEqual(new Vector2(2, 2), hero.GetComponent<BoxCollider2D>().size);
                hero.gameObject.AddComponent<SpriteFlipper>();
                var body = hero.gameObject.AddComponent<Rigidbody2D>();
                body.gravityScale = 0f;
                body.AddForce(new Vector2(-3, 0), ForceMode2D.Impulse);
                PhysicsTests.Frames(3);
                Assert.IsTrue(hero.flipX, "moving left");
                body.AddForce(new Vector2(6, 0), ForceMode2D.Impulse);
                PhysicsTests.Frames(3);
                Assert.IsFalse(hero.flipX, "moving right");

                body.Sleep();
                hero.transform.position = new Vector3(3, 2, 0);
                PhysicsTests.Frames(1);
                Assert.AreEqual(-200, hero.sortingOrder, "lower is in front");

                var selector = new GameObject("Selector").AddComponent<ClickToSelect2D>();
                var screen = cam.WorldToScreenPoint(new Vector3(3, 3, 0));
                Assert.AreSame(hero.GetComponent<Collider2D>(), selector.SelectAt(screen));
                Assert.AreEqual(Color.yellow, hero.color, "highlighted");
                Assert.IsNull(selector.SelectAt(new Vector3(5, 5, 0)));
            }
            finally
            {
                EditorApplication.isPlaying = false;
                HeadlessEditor.Tick();
            }
        }
    }
}
