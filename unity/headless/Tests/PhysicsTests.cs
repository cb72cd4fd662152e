using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;
using UnityEngine.Internal;

namespace Patchbay.Headless.Tests
{
    // The headless 3D physics in play mode (Internal/PhysicsWorld on the fixed step): gravity and contacts, Unity's
    // collision and trigger messages by the collision action matrix, queries with layer masks and trigger rules, and the
    // corpus's physics scripts (Corpus/Assets/Corpus/Physics) driven frame by frame.
    [TestFixture]
    public class PhysicsTests : StandInFixture
    {
        [SetUp]
        public void EnterPlayMode()
        {
            EditorApplication.isPlaying = true;
            HeadlessEditor.Tick();
            Assert.IsTrue(Application.isPlaying);
            TriggerPickup.TotalCollected = 0;
            Bullet.Impacts = 0;
        }

        [TearDown]
        public void ExitPlayMode()
        {
            EditorApplication.isPlaying = false;
            HeadlessEditor.Tick();
        }

        // Play-mode frames of one fixed step each (0.02 s), so the tests do not depend on the clock.
        internal static void Frames(int count)
        {
            for (var i = 0; i < count; i++) Lifecycle.Frame(Time.fixedDeltaTime);
        }

        internal static Vector3 Velocity(Rigidbody body)
        {
#if UNITY_6000_0_OR_NEWER
            return body.linearVelocity;
#else
            return body.velocity;
#endif
        }

        static GameObject Floor()
        {
            var floor = new GameObject("Floor");
            floor.AddComponent<BoxCollider>().size = new Vector3(20, 1, 20);
            floor.transform.position = new Vector3(0, -0.5f, 0);
            return floor;
        }

        static GameObject Ball(string name, Vector3 at)
        {
            var ball = new GameObject(name);
            ball.transform.position = at;
            ball.AddComponent<SphereCollider>();
            ball.AddComponent<Rigidbody>();
            return ball;
        }

        [Test]
        public void ABallDroppedOnTheFloorCollidesOnceAndComesToRest()
        {
            var floorCounter = Floor().AddComponent<CollisionCounter>();
            var ball = Ball("Ball", new Vector3(0, 3, 0));
            var counter = ball.AddComponent<CollisionCounter>();
            var body = ball.GetComponent<Rigidbody>();

            Frames(10);
            Assert.Less(ball.transform.position.y, 3f, "gravity pulls it down");
            Assert.Less(Velocity(body).y, 0f);
            Assert.AreEqual(0, counter.enters, "not there yet");

            Frames(140);
            Assert.AreEqual(1, counter.enters, string.Join(", ", counter.log));
            Assert.AreEqual(0, counter.exits, "it stays on the floor");
            Assert.Greater(counter.stays, 10, "OnCollisionStay() without a parameter is called too");
            Assert.AreEqual(1, floorCounter.enters, "the static floor hears of it as well");
            Assert.AreEqual(0.5f, ball.transform.position.y, 0.02f, "resting on the floor's top");
            Assert.Less(Velocity(body).magnitude, 0.25f, "stopped");

            var hit = counter.lastCollision;
            Assert.AreSame(hit.collider.gameObject, floorCounter.gameObject);
            Assert.IsNull(hit.rigidbody, "the floor has no Rigidbody");
            Assert.AreEqual(1, hit.contactCount);
            Assert.Greater(hit.GetContact(0).normal.y, 0.9f, "the normal points from the floor to the ball");
            Assert.Greater(hit.relativeVelocity.y, 1f, "it hit at speed");
            Assert.AreSame(ball.GetComponent<SphereCollider>(), hit.GetContact(0).thisCollider);
            Assert.AreSame(ball, floorCounter.lastCollision.gameObject);
            Assert.AreSame(body, floorCounter.lastCollision.rigidbody);
        }

        [Test]
        public void ABodyThroughATriggerGetsEnterThenExit()
        {
            var gate = new GameObject("Gate");
            gate.AddComponent<BoxCollider>().isTrigger = true;
            var gateCounter = gate.AddComponent<CollisionCounter>();
            var runner = Ball("Runner", new Vector3(-3, 0, 0));
            var body = runner.GetComponent<Rigidbody>();
            body.useGravity = false;
            var counter = runner.AddComponent<CollisionCounter>();
            Frames(1);
            body.AddForce(new Vector3(5, 0, 0), ForceMode.VelocityChange);
            Frames(100);
            CollectionAssert.AreEqual(new[] { "trigger enter Gate", "trigger exit Gate" }, counter.log);
            CollectionAssert.AreEqual(new[] { "trigger enter Runner", "trigger exit Runner" }, gateCounter.log);
            Assert.AreEqual(0, counter.enters, "a trigger gives no collision");
            Assert.Greater(runner.transform.position.x, 3f, "it went through");
        }

        [Test]
        public void TheCollisionActionMatrixDecidesWhoHearsWhat()
        {
            // Static trigger and static collider: nothing. Kinematic body and static collider: no collision.
            var staticTrigger = new GameObject("StaticTrigger");
            staticTrigger.AddComponent<BoxCollider>().isTrigger = true;
            var staticCounter = staticTrigger.AddComponent<CollisionCounter>();
            var wall = new GameObject("Wall");
            wall.AddComponent<BoxCollider>();
            var kinematic = Ball("Kinematic", new Vector3(0, 0.2f, 0));
            kinematic.GetComponent<Rigidbody>().isKinematic = true;
            var kinematicCounter = kinematic.AddComponent<CollisionCounter>();
            Frames(5);
            Assert.AreEqual(0, kinematicCounter.enters, "kinematic against static: no collision message");
            Assert.AreEqual(1, kinematicCounter.triggerEnters, "a kinematic body does trigger a static trigger");
            Assert.AreEqual(1, staticCounter.triggerEnters, "…and the trigger hears of the body only");
            Assert.AreEqual(new Vector3(0, 0.2f, 0), kinematic.transform.position, "nothing pushes a kinematic body");

            // A Rigidbody on the parent: its colliders' messages reach the body's object too; ignored pairs meet not.
            var parent = new GameObject("Parent");
            parent.transform.position = new Vector3(10, 2, 0);
            parent.AddComponent<Rigidbody>();
            var parentCounter = parent.AddComponent<CollisionCounter>();
            var child = new GameObject("Child");
            child.transform.SetParent(parent.transform, false);
            child.AddComponent<BoxCollider>();
            var childCounter = child.AddComponent<CollisionCounter>();
            var ground = new GameObject("Ground");
            ground.transform.position = new Vector3(10, -0.5f, 0);
            ground.AddComponent<BoxCollider>().size = new Vector3(4, 1, 4);
            var ignored = Ball("Ignored", new Vector3(-10, 2, 0));
            var ignoredGround = new GameObject("IgnoredGround");
            ignoredGround.transform.position = new Vector3(-10, -0.5f, 0);
            ignoredGround.AddComponent<BoxCollider>().size = new Vector3(4, 1, 4);
            Physics.IgnoreCollision(ignored.GetComponent<Collider>(), ignoredGround.GetComponent<Collider>());
            Assert.IsTrue(Physics.GetIgnoreCollision(ignored.GetComponent<Collider>(), ignoredGround.GetComponent<Collider>()));
            Frames(80);
            Assert.AreEqual(1, parentCounter.enters);
            Assert.AreEqual(1, childCounter.enters);
            Assert.AreEqual(0.5f, parent.transform.position.y, 0.02f);
            Assert.Less(ignored.transform.position.y, -1f, "it fell through the ground it ignores");
        }

        [Test]
        public void IgnoredLayersDoNotCollide()
        {
            Physics.IgnoreLayerCollision(8, 9);
            try
            {
                Assert.IsTrue(Physics.GetIgnoreLayerCollision(9, 8));
                var floor = Floor();
                floor.layer = 9;
                var ball = Ball("Ghost", new Vector3(0, 1, 0));
                ball.layer = 8;
                Frames(40);
                Assert.Less(ball.transform.position.y, 0f, "through the floor");
            }
            finally { Physics.IgnoreLayerCollision(8, 9, false); }
        }

        [Test]
        public void ARaycastHitsTheNearestColliderAndRespectsTheLayerMask()
        {
            var near = new GameObject("Near");
            near.AddComponent<BoxCollider>();
            near.transform.position = new Vector3(0, 0, 5);
            var far = new GameObject("Far");
            far.AddComponent<SphereCollider>().radius = 1f;
            far.transform.position = new Vector3(0, 0, 10);
            far.layer = 8;
            var trigger = new GameObject("Trigger");
            trigger.AddComponent<BoxCollider>().isTrigger = true;
            trigger.transform.position = new Vector3(0, 0, 2);

            RaycastHit hit;
            Assert.IsTrue(Physics.Raycast(Vector3.zero, Vector3.forward, out hit, 100f, Physics.DefaultRaycastLayers, QueryTriggerInteraction.Ignore));
            Assert.AreSame(near.GetComponent<BoxCollider>(), hit.collider);
            Assert.AreEqual(4.5f, hit.distance, 1e-4f);
            Assert.AreEqual(new Vector3(0, 0, 4.5f), hit.point);
            Assert.AreEqual(Vector3.back, hit.normal);
            Assert.AreSame(near.transform, hit.transform);

            Assert.IsTrue(Physics.Raycast(Vector3.zero, Vector3.forward, out hit), "triggers are hit by default (queriesHitTriggers)");
            Assert.AreSame(trigger.GetComponent<Collider>(), hit.collider);

            Assert.IsTrue(Physics.Raycast(new Ray(Vector3.zero, Vector3.forward), out hit, 100f, 1 << 8));
            Assert.AreSame(far.GetComponent<SphereCollider>(), hit.collider, "only layer 8");
            Assert.AreEqual(9f, hit.distance, 1e-4f);
            Assert.IsFalse(Physics.Raycast(Vector3.zero, Vector3.forward, 4f, Physics.DefaultRaycastLayers, QueryTriggerInteraction.Ignore), "too short");
            Assert.IsFalse(Physics.Raycast(new Vector3(0, 0, 5), Vector3.forward, 3f, 1), "a ray that starts inside a collider does not hit it");

            Assert.AreEqual(3, Physics.RaycastAll(Vector3.zero, Vector3.forward, 100f).Length);
            var results = new RaycastHit[1];
            Assert.AreEqual(1, Physics.RaycastNonAlloc(new Ray(Vector3.zero, Vector3.forward), results, 100f, 1, QueryTriggerInteraction.Ignore));
            Assert.AreSame(near.GetComponent<Collider>(), results[0].collider);
            Assert.IsTrue(Physics.Linecast(Vector3.zero, new Vector3(0, 0, 20), out hit, 1 << 8));
            Assert.AreSame(far.GetComponent<Collider>(), hit.collider);
            Assert.IsTrue(Physics.SphereCast(new Vector3(0, 0.9f, 0), 0.5f, Vector3.forward, out hit, 100f, Physics.DefaultRaycastLayers, QueryTriggerInteraction.Ignore), "a sphere cast is fatter than a ray");
            Assert.AreSame(near.GetComponent<Collider>(), hit.collider);

            CollectionAssert.AreEquivalent(new[] { "Near", "Trigger" }, Physics.OverlapSphere(new Vector3(0, 0, 3.5f), 1.2f).Select(c => c.name).ToArray());
            Assert.AreEqual(0, Physics.OverlapSphere(new Vector3(0, 0, 3.5f), 1.2f, 1 << 8).Length);
            Assert.AreEqual("Far", Physics.OverlapBox(new Vector3(0, 0, 11.4f), Vector3.one * 0.5f).Single().name);
            Assert.IsTrue(Physics.CheckSphere(new Vector3(0, 0, 6), 0.6f));
            Assert.IsFalse(Physics.CheckSphere(new Vector3(0, 3, 6), 0.6f));
            Assert.AreEqual(new Vector3(0, 0, 4.5f), near.GetComponent<Collider>().ClosestPoint(new Vector3(0, 0, -3)));
            Assert.AreEqual(new Vector3(0, 0, 5), near.GetComponent<Collider>().bounds.center);
            Assert.IsTrue(far.GetComponent<Collider>().Raycast(new Ray(new Vector3(0, 0, 20), Vector3.back), out hit, 100f));
            Assert.AreEqual(9f, hit.distance, 1e-4f);
        }

        [Test]
        public void ForcesWaitForTheStepAndPhysicsSimulateRunsOneWhenScripted()
        {
            var body = Ball("Body", Vector3.zero).GetComponent<Rigidbody>();
            body.useGravity = false;
            body.mass = 2f;
            body.AddForce(0, 0, 4, ForceMode.Impulse);
            body.AddForce(Vector3.up, ForceMode.VelocityChange);
            body.AddForce(new Vector3(100, 0, 0));
            Assert.AreEqual(Vector3.zero, Velocity(body), "PhysX applies forces in the step");
            Frames(1);
            Assert.That((Velocity(body) - new Vector3(100f / 2f * Time.fixedDeltaTime, 1, 2)).magnitude, Is.LessThan(1e-4f), Velocity(body).ToString());
            body.constraints = RigidbodyConstraints.FreezePositionY;
            Frames(1);
            Assert.AreEqual(0f, Velocity(body).y, "frozen");

#if UNITY_2022_2_OR_NEWER
            Physics.simulationMode = SimulationMode.Script;
#else
            Physics.autoSimulation = false;
#endif
            try
            {
                var at = body.position;
                Frames(3);
                Assert.AreEqual(at, body.position, "no automatic step");
                Physics.Simulate(0.5f);
                Assert.AreEqual(at + Velocity(body) * 0.5f, body.position);
                body.MovePosition(new Vector3(7, 7, 7));
                Assert.AreEqual(at + Velocity(body) * 0.5f, body.position, "MovePosition waits for the step");
            }
            finally
            {
#if UNITY_2022_2_OR_NEWER
                Physics.simulationMode = SimulationMode.FixedUpdate;
#else
                Physics.autoSimulation = true;
#endif
            }
            body.Sleep();
            Assert.IsTrue(body.IsSleeping());
            body.AddForce(Vector3.up, ForceMode.VelocityChange);
            Assert.IsFalse(body.IsSleeping(), "a force wakes it");
        }

        [Test]
        public void CorpusTriggerPickupIsCollectedByThePlayer()
        {
            var coin = new GameObject("Coin");
            coin.AddComponent<SphereCollider>().isTrigger = true;
            coin.AddComponent<TriggerPickup>().value = 5;
            var stranger = Ball("Stranger", new Vector3(0, 0.3f, 0));
            stranger.GetComponent<Rigidbody>().isKinematic = true;
            Frames(3);
            Assert.IsTrue(coin != null, "not tagged Player: the coin stays");
            Object.Destroy(stranger);
            var player = Ball("Player", new Vector3(-2, 0, 0));
            player.tag = "Player";
            var body = player.GetComponent<Rigidbody>();
            body.useGravity = false;
            body.AddForce(Vector3.right * 4f, ForceMode.VelocityChange);
            Frames(40);
            Assert.AreEqual(5, TriggerPickup.TotalCollected);
            Assert.IsTrue(coin == null, "destroyed");
        }

        [Test]
        public void CorpusBulletIsDestroyedByItsCollision()
        {
            var wall = new GameObject("Wall");
            wall.AddComponent<BoxCollider>().size = new Vector3(4, 4, 0.5f);
            wall.transform.position = new Vector3(0, 0, 6);
            var bullet = new GameObject("Bullet");
            bullet.AddComponent<SphereCollider>().radius = 0.1f;
            bullet.AddComponent<Bullet>().speed = 30f;
            Frames(2);
            Assert.IsTrue(bullet != null);
            Assert.Greater(bullet.transform.position.z, 0f, "flying");
            Frames(30);
            Assert.AreEqual(1, Bullet.Impacts);
            Assert.IsTrue(bullet == null, "destroyed on impact");
        }

        [Test]
        public void CorpusExplosionPushesTheBodiesInItsRadius()
        {
            Physics.gravity = Vector3.zero;
            try
            {
                var near = Ball("Near", new Vector3(2, 0, 0));
                var far = Ball("Far", new Vector3(20, 0, 0));
                var kinematic = Ball("Kinematic", new Vector3(0, 0, 2));
                kinematic.GetComponent<Rigidbody>().isKinematic = true;
                var bomb = new GameObject("Bomb").AddComponent<Explosion>();
                bomb.upwardsModifier = 0f;
                bomb.force = 10f;
                Assert.AreEqual(1, bomb.Explode());
                Frames(1);
                var v = Velocity(near.GetComponent<Rigidbody>());
                Assert.Greater(v.x, 0f, "away from the explosion");
                Assert.AreEqual(10f * (1f - 2f / 5f), v.magnitude, 1e-3f, "linear falloff with the distance");
                Assert.AreEqual(Vector3.zero, Velocity(far.GetComponent<Rigidbody>()));
            }
            finally { Physics.gravity = new Vector3(0, -9.81f, 0); }
        }

        [Test]
        public void CorpusMovingPlatformMovesKinematicallyAndCarriesNothingThrough()
        {
            var platform = new GameObject("Platform");
            platform.AddComponent<BoxCollider>().size = new Vector3(2, 0.2f, 2);
            var mover = platform.AddComponent<MovingPlatform>();
            mover.speed = 1f;
            Frames(1);
            Assert.IsTrue(platform.GetComponent<Rigidbody>().isKinematic);
            var x = platform.transform.position.x;
            Frames(10);
            Assert.AreEqual(x + 10 * 1f * Time.fixedDeltaTime, platform.transform.position.x, 1e-3f);
            Assert.AreEqual(0f, platform.transform.position.y, "gravity does not move a kinematic body");
        }

        [Test]
        public void CorpusRigidbodyPlayerIsGroundedAndJumps()
        {
            Floor();
            var player = new GameObject("Hero");
            player.transform.position = new Vector3(0, 1.5f, 0);
            player.AddComponent<CapsuleCollider>();
            var controller = player.AddComponent<RigidbodyPlayerController>();
            var groundCheck = typeof(RigidbodyPlayerController).GetField("groundCheckDistance", System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.NonPublic);
            groundCheck.SetValue(controller, 1.1f);
            Frames(60);
            Assert.AreEqual(1f, player.transform.position.y, 0.03f, "the capsule stands on the floor");
            Assert.IsTrue(controller.IsGrounded);
            controller.JumpRequested = true;
            Frames(10);
            Assert.Greater(player.transform.position.y, 1.3f, "jumped");
            Assert.IsFalse(controller.IsGrounded);
            controller.MoveInput = new Vector2(1, 0);
            Frames(20);
            Assert.Greater(player.transform.position.x, 0.1f, "pushed along x");
            Assert.AreEqual(Quaternion.identity, player.transform.rotation, "rotation frozen");
        }

        class FixedCounter : MonoBehaviour
        {
            public int fixedUpdates, updates;
            void FixedUpdate() { fixedUpdates++; }
            void Update() { updates++; }
        }

        [Test]
        public void TheFixedStepRunsFixedUpdateThenRaisesTheHookWithTheFixedDelta()
        {
            var hook = typeof(PlayerLoopHooks).GetEvent("FixedStep", System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.NonPublic);
            Assert.IsNotNull(hook, "internal static event FixedStep");
            Assert.AreEqual(typeof(System.Action<float>), hook.EventHandlerType);
            var counter = new GameObject("Counter").AddComponent<FixedCounter>();
            var steps = new System.Collections.Generic.List<float>();
            var seenFixed = new System.Collections.Generic.List<int>();
            System.Action<float> onStep = dt => { steps.Add(dt); seenFixed.Add(counter.fixedUpdates); };
            PlayerLoopHooks.FixedStep += onStep;
            try
            {
                Frames(3);
            }
            finally { PlayerLoopHooks.FixedStep -= onStep; }
            Assert.AreEqual(3, steps.Count, "one step per fixed delta of game time");
            Assert.IsTrue(steps.All(dt => dt == Time.fixedDeltaTime));
            CollectionAssert.AreEqual(new[] { 1, 2, 3 }, seenFixed, "after each FixedUpdate pass");
            Assert.AreEqual(3, counter.updates);
        }

        [Test]
        public void BoxAndCapsuleCastsAndPenetration()
        {
            var wall = new GameObject("Wall");
            wall.AddComponent<BoxCollider>().size = new Vector3(10, 10, 1);
            wall.transform.position = new Vector3(0, 0, 10);
            RaycastHit hit;
            Assert.IsTrue(Physics.BoxCast(Vector3.zero, new Vector3(1, 1, 0.5f), Vector3.forward, out hit, Quaternion.identity, 100f));
            Assert.AreEqual(9f, hit.distance, 1e-3f, "the box's front face meets the wall");
            Assert.IsFalse(Physics.BoxCast(new Vector3(0, 7, 0), Vector3.one, Vector3.forward), "passes above");
            Assert.IsTrue(Physics.CapsuleCast(new Vector3(0, 4, 0), new Vector3(0, 6, 0), 0.5f, Vector3.forward, out hit, 100f));
            Assert.AreSame(wall.GetComponent<Collider>(), hit.collider);
            Assert.AreEqual(1, Physics.CapsuleCastAll(new Vector3(0, 4, 0), new Vector3(0, 6, 0), 0.5f, Vector3.forward).Length);

            var ball = new GameObject("Ball").AddComponent<SphereCollider>();
            var ballBody = ball.gameObject.AddComponent<Rigidbody>();
            Assert.IsTrue(ballBody.SweepTest(Vector3.forward, out hit, 20f));
            Assert.AreEqual(9f, hit.distance, 1e-3f);
            Assert.AreEqual(0, ballBody.SweepTestAll(Vector3.back).Length);
            Vector3 direction; float distance;
            Assert.IsTrue(Physics.ComputePenetration(ball, new Vector3(0, 0, 9.2f), Quaternion.identity, wall.GetComponent<Collider>(), wall.transform.position, Quaternion.identity, out direction, out distance));
            Assert.AreEqual(Vector3.back, direction);
            Assert.AreEqual(0.2f, distance, 1e-4f);
            Assert.IsFalse(Physics.ComputePenetration(ball, Vector3.zero, Quaternion.identity, wall.GetComponent<Collider>(), wall.transform.position, Quaternion.identity, out direction, out distance));
        }

        [Test]
        public void CorpusCharacterMotorWalksOnTheFloorAndHitsAWall()
        {
            Floor();
            var wall = new GameObject("Wall");
            wall.AddComponent<BoxCollider>().size = new Vector3(1, 4, 10);
            wall.transform.position = new Vector3(3, 2, 0);
            var coin = new GameObject("Coin");
            coin.AddComponent<SphereCollider>().isTrigger = true;
            coin.transform.position = new Vector3(1.5f, 1, 0);
            var coinCounter = coin.AddComponent<CollisionCounter>();
            var hero = new GameObject("Walker");
            hero.transform.position = new Vector3(0, 1.5f, 0);
            var controller = hero.AddComponent<CharacterController>();
            var motor = hero.AddComponent<CharacterMotor>();
            Frames(30);
            Assert.IsTrue(controller.isGrounded, "on the floor: " + hero.transform.position);
            Assert.AreEqual(1f, hero.transform.position.y, 0.05f);
            Assert.AreEqual("Floor", motor.LastHitName);
            motor.Input2D = new Vector3(1, 0, 0);
            Frames(60);
            Assert.AreEqual(2f, hero.transform.position.x, 0.05f, "stopped by the wall");
            Assert.AreEqual(CollisionFlags.Sides, controller.Move(Vector3.right * 0.5f) & CollisionFlags.Sides, "pushed back by the wall's side");
            Assert.AreEqual(2f, hero.transform.position.x, 0.05f);
            Assert.AreEqual(1, coinCounter.triggerEnters, "a CharacterController sets off triggers");
            Frames(2);
            Assert.IsTrue(controller.isGrounded);
            motor.WantsJump = true;
            Frames(5);
            Assert.Greater(hero.transform.position.y, 1.2f, "jumped");
            Assert.IsFalse(controller.isGrounded);
        }

        [Test]
        public void PhysicsMaterialsAndShapesKeepUnitysNames()
        {
#if UNITY_6000_0_OR_NEWER
            var bouncy = new PhysicsMaterial("Bouncy") { bounciness = 1f, bounceCombine = PhysicsMaterialCombine.Maximum };
#else
            var bouncy = new PhysicMaterial("Bouncy") { bounciness = 1f, bounceCombine = PhysicMaterialCombine.Maximum };
#endif
            Assert.AreEqual("Bouncy", bouncy.name);
            Assert.AreEqual(0.6f, bouncy.dynamicFriction, 1e-6f, "Unity's default");
            Floor().GetComponent<Collider>().sharedMaterial = bouncy;
            var ball = Ball("Bouncer", new Vector3(0, 4, 0));
            ball.GetComponent<Collider>().sharedMaterial = bouncy;
            var counter = ball.AddComponent<CollisionCounter>();
            Frames(60);
            Assert.GreaterOrEqual(counter.enters, 1);
            Assert.GreaterOrEqual(counter.exits, 1, "it bounced off");
            var capsule = new GameObject("Capsule").AddComponent<CapsuleCollider>();
            capsule.height = 4f;
            Assert.AreEqual(new Vector3(1, 4, 1), capsule.bounds.size);
            capsule.direction = 0;
            Assert.AreEqual(new Vector3(4, 1, 1), capsule.bounds.size);
        }
    }
}

namespace Patchbay.Headless.Tests
{
    // Physics across play-mode sessions: the scene comes back with the same instance ids, the contacts do not.
    [TestFixture]
    public class PhysicsPlaySessionTests : StandInFixture
    {
        [Test]
        public void EachPlaySessionStartsWithNoContacts()
        {
            var floor = new GameObject("Floor");
            floor.AddComponent<BoxCollider>().size = new Vector3(10, 1, 10);
            floor.transform.position = new Vector3(0, -0.5f, 0);
            var ball = new GameObject("Ball");
            ball.transform.position = new Vector3(0, 0.49f, 0);
            ball.AddComponent<SphereCollider>();
            ball.AddComponent<Rigidbody>();
            ball.AddComponent<CollisionCounter>();
            var id = ball._instanceId;
            for (var session = 0; session < 2; session++)
            {
                EditorApplication.isPlaying = true;
                HeadlessEditor.Tick();
                try
                {
                    PhysicsTests.Frames(40);
                    var counter = GameObject.Find("Ball").GetComponent<CollisionCounter>();
                    Assert.AreEqual(id, counter.gameObject._instanceId, "the same id comes back");
                    Assert.AreEqual(1, counter.enters, "session " + session + ": " + string.Join(", ", counter.log));
                }
                finally
                {
                    EditorApplication.isPlaying = false;
                    HeadlessEditor.Tick();
                }
            }
        }
    }
}
