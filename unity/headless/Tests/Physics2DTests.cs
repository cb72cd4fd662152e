using System.Collections.Generic;
using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // The headless 2D physics in play mode (Internal/PhysicsWorld2D on the fixed step), Physics2D's queries, and the
    // corpus's 2D scripts (Corpus/Assets/Corpus/TwoD).
    [TestFixture]
    public class Physics2DTests : StandInFixture
    {
        const int GroundLayer = 8;

        [SetUp]
        public void EnterPlayMode()
        {
            EditorApplication.isPlaying = true;
            HeadlessEditor.Tick();
            Assert.IsTrue(Application.isPlaying);
            Coin2D.Score = 0;
        }

        [TearDown]
        public void ExitPlayMode()
        {
            EditorApplication.isPlaying = false;
            HeadlessEditor.Tick();
        }

        static void Frames(int count) { PhysicsTests.Frames(count); }

        static Vector2 Velocity(Rigidbody2D body)
        {
#if UNITY_6000_0_OR_NEWER
            return body.linearVelocity;
#else
            return body.velocity;
#endif
        }

        static GameObject Ground(float width = 20f)
        {
            var ground = new GameObject("Ground");
            ground.layer = GroundLayer;
            ground.AddComponent<BoxCollider2D>().size = new Vector2(width, 1);
            ground.transform.position = new Vector3(0, -0.5f, 0);
            return ground;
        }

        [Test]
        public void ABoxFallsOntoTheGroundCollidesAndRests()
        {
            var groundCounter = Ground().AddComponent<Collision2DCounter>();
            var box = new GameObject("Box");
            box.transform.position = new Vector3(0, 3, 0);
            box.AddComponent<BoxCollider2D>();
            var body = box.AddComponent<Rigidbody2D>();
            var counter = box.AddComponent<Collision2DCounter>();
            Frames(10);
            Assert.Less(Velocity(body).y, 0f, "gravity");
            Frames(120);
            Assert.AreEqual(1, counter.enters, string.Join(", ", counter.log.ToArray()));
            Assert.AreEqual(1, groundCounter.enters, "the static ground hears of it too");
            Assert.AreEqual(0, counter.exits);
            Assert.AreEqual(0.5f, box.transform.position.y, 0.02f);
            Assert.Less(Velocity(body).magnitude, 0.25f);
            var c = counter.last;
            Assert.AreSame(groundCounter.GetComponent<Collider2D>(), c.collider, "collider is the other side");
            Assert.AreSame(box.GetComponent<Collider2D>(), c.otherCollider, "otherCollider is the receiver's");
            Assert.AreSame(body, c.otherRigidbody);
            Assert.IsNull(c.rigidbody);
            Assert.Greater(c.GetContact(0).normal.y, 0.9f, "from the ground to the box");
            Assert.IsTrue(box.GetComponent<Collider2D>().IsTouching(groundCounter.GetComponent<Collider2D>()));
            Assert.IsTrue(body.IsTouchingLayers(1 << GroundLayer));
            var contacts = new List<ContactPoint2D>();
            Assert.AreEqual(1, body.GetContacts(contacts));
            Assert.AreSame(groundCounter.GetComponent<Collider2D>(), contacts[0].collider);
            Assert.AreSame(box.GetComponent<Collider2D>(), contacts[0].otherCollider);
            var touching = new Collider2D[2];
            Assert.AreEqual(1, box.GetComponent<Collider2D>().GetContacts(touching));
            Assert.AreEqual(ColliderErrorState2D.None, box.GetComponent<Collider2D>().errorState);
            Assert.IsFalse(body.IsTouchingLayers(1 << 9));
        }

        [Test]
        public void BodyTypesFollowUnitysRules()
        {
            Ground();
            var kinematic = new GameObject("Kinematic");
            kinematic.AddComponent<CircleCollider2D>();
            var kb = kinematic.AddComponent<Rigidbody2D>();
            kb.bodyType = RigidbodyType2D.Kinematic;
            kinematic.transform.position = new Vector3(5, 0.2f, 0);
            var counter = kinematic.AddComponent<Collision2DCounter>();
            kb.AddForce(Vector2.up * 100f, ForceMode2D.Impulse);
            Frames(5);
            Assert.AreEqual(0.2f, kinematic.transform.position.y, 1e-5f, "no gravity or forces for a kinematic body");
            Assert.AreEqual(0, counter.enters, "kinematic against static: no message without useFullKinematicContacts");
            kb.useFullKinematicContacts = true;
            Frames(1);
            Assert.AreEqual(1, counter.enters, "…and one with it");
#if UNITY_6000_0_OR_NEWER
            kb.linearVelocity = new Vector2(1, 0);
#else
            kb.velocity = new Vector2(1, 0);
#endif
            Frames(10);
            Assert.AreEqual(5f + 10 * Time.fixedDeltaTime, kinematic.transform.position.x, 1e-3f, "a kinematic body moves by its velocity");

            var ghost = new GameObject("Ghost");
            ghost.AddComponent<CircleCollider2D>();
            var gb = ghost.AddComponent<Rigidbody2D>();
            gb.simulated = false;
            ghost.transform.position = new Vector3(-5, 2, 0);
            Frames(5);
            Assert.AreEqual(2f, ghost.transform.position.y, "not simulated: no movement");
            Assert.IsNull(Physics2D.OverlapPoint(new Vector2(-5, 2)), "…and not found by queries");

            var frozen = new GameObject("Frozen");
            frozen.AddComponent<BoxCollider2D>();
            var fb = frozen.AddComponent<Rigidbody2D>();
            fb.constraints = RigidbodyConstraints2D.FreezePositionY;
            fb.gravityScale = 3f;
            frozen.transform.position = new Vector3(-10, 4, 0);
            fb.AddForce(new Vector2(2, 0), ForceMode2D.Impulse);
            Frames(2);
            Assert.AreEqual(4f, frozen.transform.position.y, 1e-5f);
            Assert.AreEqual(2f, Velocity(fb).x, 0.01f, "an impulse over the mass of 1");
            Assert.IsTrue(fb.freezeRotation == false);
        }

        [Test]
        public void CorpusCoinIsCollectedByThePlayer()
        {
            var coin = new GameObject("Coin");
            coin.transform.position = new Vector3(2, 0, 0);
            coin.AddComponent<CircleCollider2D>().isTrigger = true;
            coin.AddComponent<Coin2D>();
            var collected = new List<int>();
            System.Action<int> onCollected = collected.Add;
            Coin2D.Collected += onCollected;
            try
            {
                var player = new GameObject("Player");
                player.tag = "Player";
                player.AddComponent<BoxCollider2D>();
                var body = player.AddComponent<Rigidbody2D>();
                body.gravityScale = 0f;
                var counter = player.AddComponent<Collision2DCounter>();
                body.AddForce(new Vector2(5, 0), ForceMode2D.Impulse);
                for (var i = 0; i < 30 && Coin2D.Score == 0; i++) Frames(1);
                Assert.AreEqual(10, Coin2D.Score);
                CollectionAssert.AreEqual(new[] { 10 }, collected);
                Assert.IsFalse(coin.activeSelf, "the coin hides itself at once");
                Frames(2);
                CollectionAssert.AreEqual(new[] { "trigger enter Coin", "trigger exit Coin" }, counter.log, "deactivating the coin ends the pair with an Exit (callbacksOnDisable)");
                Frames(10);
                Assert.IsTrue(coin == null, "destroyed 0.1 s later");
            }
            finally { Coin2D.Collected -= onCollected; }
        }

        [Test]
        public void CorpusPlatformerIsGroundedByOverlapCircleAndJumps()
        {
            Ground();
            var hero = new GameObject("Hero");
            hero.transform.position = new Vector3(0, 2, 0);
            hero.AddComponent<CapsuleCollider2D>().size = new Vector2(0.5f, 1f);
            var controller = hero.AddComponent<Platformer2DController>();
            typeof(Platformer2DController).GetField("groundLayer", System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.NonPublic)
                .SetValue(controller, (LayerMask)(1 << GroundLayer));
            Frames(5);
            Assert.IsFalse(controller.IsGrounded, "in the air");
            Frames(80);
            Assert.IsTrue(controller.IsGrounded, "landed: y=" + hero.transform.position.y);
            Assert.AreEqual(0.5f, hero.transform.position.y, 0.03f);
            controller.SetInput(1f, true);
            Frames(1);
            Assert.AreEqual(1, controller.Jumps);
            Frames(10);
            Assert.Greater(hero.transform.position.y, 1f, "jumped");
            Assert.Greater(hero.transform.position.x, 0.5f, "ran right");
            Assert.AreEqual(0f, hero.transform.eulerAngles.z, "rotation frozen");
        }

        [Test]
        public void CorpusEnemyPatrolTurnsAtTheWallSeenByItsRaycast()
        {
            Ground();
            var wall = new GameObject("Wall");
            wall.layer = GroundLayer;
            wall.AddComponent<BoxCollider2D>().size = new Vector2(1, 4);
            wall.transform.position = new Vector3(3, 2, 0);
            var enemy = new GameObject("Enemy");
            enemy.transform.position = new Vector3(0, 0.5f, 0);
            var patrol = enemy.AddComponent<EnemyPatrol2D>();
            patrol.groundMask = 1 << GroundLayer;
            Frames(2);
            Assert.AreEqual(1, patrol.Direction);
            Frames(60);
            Assert.GreaterOrEqual(patrol.Turns, 1, "turned at the wall");
            Assert.Less(enemy.transform.position.x, 2.5f, "never walked into it");
        }

        [Test]
        public void RaycastsReturnHitsThatConvertToBoolAndRespectMasks()
        {
            Ground();
            var post = new GameObject("Post");
            post.AddComponent<CircleCollider2D>().radius = 0.5f;
            post.transform.position = new Vector3(4, 1, 0);
            var trigger = new GameObject("Zone");
            trigger.AddComponent<BoxCollider2D>().isTrigger = true;
            trigger.transform.position = new Vector3(2, 1, 0);

            var hit = Physics2D.Raycast(new Vector2(0, 1), Vector2.right, 10f, 1);
            Assert.IsTrue(hit, "implicit bool");
            Assert.AreSame(trigger.GetComponent<Collider2D>(), hit.collider, "triggers are hit by default (queriesHitTriggers)");
            Physics2D.queriesHitTriggers = false;
            try
            {
                hit = Physics2D.Raycast(new Vector2(0, 1), Vector2.right, 10f);
                Assert.AreSame(post.GetComponent<Collider2D>(), hit.collider);
                Assert.AreEqual(3.5f, hit.distance, 1e-4f);
                Assert.AreEqual(0.35f, hit.fraction, 1e-4f);
                Assert.AreEqual(new Vector2(3.5f, 1), hit.point);
                Assert.AreEqual(Vector2.left, hit.normal);
            }
            finally { Physics2D.queriesHitTriggers = true; }
            Assert.IsFalse(Physics2D.Raycast(new Vector2(0, 1), Vector2.right, 10f, 1 << GroundLayer), "the ground is below");
            hit = Physics2D.Raycast(new Vector2(0, 1), Vector2.down, 5f, 1 << GroundLayer);
            Assert.AreEqual("Ground", hit.collider.name);
            Assert.AreEqual(1f, hit.distance, 1e-4f);
            var inside = Physics2D.Raycast(new Vector2(4, 1), Vector2.right);
            Assert.AreSame(post.GetComponent<Collider2D>(), inside.collider, "queriesStartInColliders: a ray from inside hits at 0");
            Assert.AreEqual(0f, inside.distance);

            CollectionAssert.AreEqual(new[] { "Zone", "Post" }, Physics2D.RaycastAll(new Vector2(0, 1), Vector2.right, 10f).Select(h => h.collider.name).ToArray());
            Assert.AreSame(post.GetComponent<Collider2D>(), Physics2D.Linecast(new Vector2(3, 1), new Vector2(6, 1)).collider);
            Assert.AreEqual("Zone", Physics2D.CircleCast(new Vector2(0, 1.9f), 0.5f, Vector2.right, 10f, 1 << 0).collider.name, "a circle cast is fatter than a ray");
            Assert.IsFalse(Physics2D.Raycast(new Vector2(0, 1.9f), Vector2.right, 10f, 1 << 0));
            Assert.AreEqual("Zone", Physics2D.BoxCast(new Vector2(0, 1.3f), Vector2.one, 0f, Vector2.right, 10f, 1).collider.name);
            Assert.AreSame(post.GetComponent<Collider2D>(), Physics2D.OverlapCircle(new Vector2(4.8f, 1), 0.4f));
            Assert.IsNull(Physics2D.OverlapCircle(new Vector2(4.8f, 3), 0.4f));
            Assert.AreSame(post.GetComponent<Collider2D>(), Physics2D.OverlapPoint(new Vector2(4.2f, 1.2f)));
            Assert.AreEqual("Ground", Physics2D.OverlapBox(new Vector2(8, -0.5f), new Vector2(1, 1), 0f).name);
            Assert.AreEqual(2, Physics2D.OverlapCircleAll(new Vector2(3, 1.5f), 1.2f).Length);

            var filter = new ContactFilter2D();
            var results = new List<Collider2D>();
            Assert.AreEqual(1, Physics2D.OverlapCircle(new Vector2(3, 1.5f), 1.2f, filter, results), "a default filter leaves triggers out");
#if UNITY_6000_2_OR_NEWER
            filter = ContactFilter2D.noFilter;
#else
            filter = filter.NoFilter();
#endif
            Assert.AreEqual(2, Physics2D.OverlapCircle(new Vector2(3, 1.5f), 1.2f, filter, results));
            filter.SetLayerMask(1 << GroundLayer);
            Assert.AreEqual(0, Physics2D.OverlapCircle(new Vector2(3, 1.5f), 1.2f, filter, results));
            var hits = new RaycastHit2D[4];
            Assert.AreEqual(1, Physics2D.Raycast(new Vector2(0, 1), Vector2.down, filter, hits, 5f));

            var ray = new Ray(new Vector3(4, 1, -10), Vector3.forward);
            Assert.AreSame(post.GetComponent<Collider2D>(), Physics2D.GetRayIntersection(ray).collider);
            Assert.AreEqual(new Vector3(4, 1, 0), post.GetComponent<Collider2D>().bounds.center);
        }

        [Test]
        public void KinematicMovePositionCarriesTriggersAndPushesDynamicBodies()
        {
            var lift = new GameObject("Lift");
            lift.AddComponent<BoxCollider2D>().size = new Vector2(4, 0.5f);
            var body = lift.AddComponent<Rigidbody2D>();
            body.bodyType = RigidbodyType2D.Kinematic;
            var crate = new GameObject("Crate");
            crate.AddComponent<BoxCollider2D>();
            crate.AddComponent<Rigidbody2D>();
            crate.transform.position = new Vector3(0, 0.76f, 0);
            var crateCounter = crate.AddComponent<Collision2DCounter>();
            Frames(10);
            Assert.AreEqual(0.75f, crate.transform.position.y, 0.03f, "resting on the lift");
            for (var i = 1; i <= 20; i++)
            {
                body.MovePosition(new Vector2(0, i * 0.02f));
                Assert.AreEqual((i - 1) * 0.02f, lift.transform.position.y, 1e-4f, "MovePosition waits for the step");
                Frames(1);
            }
            Assert.AreEqual(0.4f, lift.transform.position.y, 1e-4f);
            Assert.AreEqual(1.15f, crate.transform.position.y, 0.05f, "the lift carried the crate up");
            Assert.AreEqual(1, crateCounter.enters);
            Assert.AreEqual(0, crateCounter.exits);
        }

        [Test]
        public void CollidersCastAndMeasureDistances()
        {
            var wall = new GameObject("Wall");
            wall.AddComponent<BoxCollider2D>().size = new Vector2(1, 10);
            wall.transform.position = new Vector3(5, 0, 0);
            var mover = new GameObject("Mover");
            var box = mover.AddComponent<BoxCollider2D>();
            var body = mover.AddComponent<Rigidbody2D>();
            var hits = new RaycastHit2D[2];
            Assert.AreEqual(1, body.Cast(Vector2.right, hits, 10f));
            Assert.AreSame(wall.GetComponent<Collider2D>(), hits[0].collider);
            Assert.AreEqual(4f, hits[0].distance, 1e-3f, "the box's right side meets the wall's left side");
            Assert.AreEqual(0, box.Cast(Vector2.left, hits, 10f));
            var d = box.Distance(wall.GetComponent<Collider2D>());
            Assert.IsTrue(d.isValid);
            Assert.IsFalse(d.isOverlapped);
            Assert.AreEqual(4f, d.distance, 1e-3f);
            Assert.AreEqual(Vector2.right, d.normal);
            mover.transform.position = new Vector3(4.2f, 0, 0);
            Assert.IsTrue(box.Distance(wall.GetComponent<Collider2D>()).isOverlapped);
        }

        [Test]
        public void PolygonAndEdgeCollidersHaveTheirShapes()
        {
            var poly = new GameObject("Poly").AddComponent<PolygonCollider2D>();
            Assert.AreEqual(5, poly.GetTotalPointCount(), "Unity's default pentagon");
            poly.points = new[] { new Vector2(0, 0), new Vector2(2, 0), new Vector2(0, 2) };
            Assert.IsTrue(poly.OverlapPoint(new Vector2(0.5f, 0.5f)));
            Assert.IsFalse(poly.OverlapPoint(new Vector2(1.5f, 1.5f)), "outside the triangle, inside its box");
            poly.pathCount = 2;
            poly.SetPath(1, new[] { new Vector2(5, 5), new Vector2(6, 5), new Vector2(6, 6) });
            Assert.AreEqual(6, poly.GetTotalPointCount());
            Assert.AreEqual(new Vector3(3, 3, 0), poly.bounds.center);

            var edge = new GameObject("Edge").AddComponent<EdgeCollider2D>();
            edge.points = new[] { new Vector2(-5, 0), new Vector2(0, 0), new Vector2(5, 2) };
            Assert.AreEqual(2, edge.edgeCount);
            edge.points = new[] { Vector2.zero };
            Assert.AreEqual(3, edge.pointCount, "fewer than two points are refused");
            var ball = new GameObject("Ball");
            ball.AddComponent<CircleCollider2D>();
            ball.AddComponent<Rigidbody2D>();
            ball.transform.position = new Vector3(-2, 2, 0);
            Frames(80);
            Assert.AreEqual(0.5f, ball.transform.position.y, 0.03f, "resting on the edge");
        }
    }
}
