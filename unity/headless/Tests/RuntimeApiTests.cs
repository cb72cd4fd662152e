using System;
using NUnit.Framework;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // The runtime API gameplay scripts use (Input, Transform and Vector3 overloads, Mathf, Rigidbody forces,
    // Physics queries): Unity's signatures, and behaviour that is right where the stand-in can be right.
    [TestFixture]
    public class RuntimeApiTests : StandInFixture
    {
        static void Near(Vector3 expected, Vector3 actual)
        {
            Assert.That((expected - actual).magnitude, Is.LessThan(1e-4f), "expected " + expected + ", got " + actual);
        }

        [Test]
        public void TransformFloatAndTransformOverloads()
        {
            var t = new GameObject("Mover").transform;
            t.rotation = Quaternion.Euler(0, 90, 0);
            t.Translate(0, 0, 1);
            Near(new Vector3(1, 0, 0), t.position);
            t.Translate(0, 0, 1, Space.World);
            Near(new Vector3(1, 0, 1), t.position);
            var frame = new GameObject("Frame").transform;
            frame.rotation = Quaternion.Euler(0, -90, 0);
            t.Translate(1, 0, 0, frame);
            Near(new Vector3(1, 0, 2), t.position);
            t.Translate(Vector3.right, (Transform)null);
            Near(new Vector3(2, 0, 2), t.position);

            t.position = new Vector3(1, 0, 0);
            t.rotation = Quaternion.identity;
            t.RotateAround(Vector3.zero, Vector3.up, 90);
            Near(new Vector3(0, 0, -1), t.position);
            Near(new Vector3(0, 0, -1), t.right);
            t.Rotate(0, -90, 0);
            Near(Vector3.forward, t.forward);

            t.forward = Vector3.right;
            Near(Vector3.right, t.forward);
            t.up = Vector3.forward;
            Near(Vector3.forward, t.up);
            t.LookAt((Transform)null);
            Near(Vector3.forward, t.up);
            t.LookAt(new Vector3(0, 0, 5), Vector3.up);
            Near(Vector3.forward, t.forward);

            t.localScale = new Vector3(2, 2, 2);
            Near(new Vector3(0, 0, 2), t.TransformVector(0, 0, 1));
            Near(new Vector3(0, 0, 1), t.InverseTransformVector(t.TransformVector(0, 0, 1)));
            Near(t.TransformPoint(new Vector3(1, 2, 3)), t.TransformPoint(1, 2, 3));
        }

        [Test]
        public void MathfAndVector3Helpers()
        {
            var velocity = 0f;
            var x = 0f;
            for (var i = 0; i < 200; i++)
            {
                x = Mathf.SmoothDamp(x, 10f, ref velocity, 0.3f, Mathf.Infinity, 0.02f);
                Assert.That(x, Is.LessThanOrEqualTo(10f), "SmoothDamp never overshoots");
            }

            Assert.That(x, Is.EqualTo(10f).Within(0.01f));
            Assert.AreEqual(0.5f, Mathf.SmoothStep(0f, 1f, 0.5f), 1e-6f);
            Assert.AreEqual(360f, Mathf.LerpAngle(350f, 10f, 0.5f), 1e-3f);
            Assert.AreEqual(15f, Mathf.MoveTowardsAngle(10f, 30f, 5f), 1e-4f);
            Assert.AreEqual(30f, Mathf.MoveTowardsAngle(10f, 30f, 100f), 1e-4f);
            Assert.AreEqual(3f, Mathf.Log(8f, 2f), 1e-5f);
            Assert.AreEqual(64, Mathf.NextPowerOfTwo(33));
            Assert.AreEqual(32, Mathf.ClosestPowerOfTwo(33));
            for (var i = 0; i < 100; i++)
            {
                var n = Mathf.PerlinNoise(i * 0.37f, i * 0.11f);
                Assert.That(n, Is.InRange(0f, 1f));
            }

            Assert.AreEqual(Mathf.PerlinNoise(1.5f, 2.5f), Mathf.PerlinNoise(1.5f, 2.5f), "noise is deterministic");
            Near(new Vector3(3, 0, 0), Vector3.ClampMagnitude(new Vector3(10, 0, 0), 3));
            Near(new Vector3(1, 1, 0), Vector3.Reflect(new Vector3(1, -1, 0), Vector3.up));
            Near(new Vector3(1, 0, 0), Vector3.Project(new Vector3(1, 5, 0), Vector3.right));
            Near(new Vector3(1, 0, 3), Vector3.ProjectOnPlane(new Vector3(1, 2, 3), Vector3.up));
            Assert.AreEqual(-90f, Vector3.SignedAngle(Vector3.forward, Vector3.left, Vector3.up), 1e-3f);
            var v = Vector3.zero;
            var p = Vector3.zero;
            for (var i = 0; i < 200; i++) p = Vector3.SmoothDamp(p, new Vector3(4, 0, 3), ref v, 0.2f, Mathf.Infinity, 0.02f);
            Near(new Vector3(4, 0, 3), p);
        }

        [Test]
        public void RigidbodyForcesFollowTheirModeAndPhysicsQueriesFindNothing()
        {
            var body = new GameObject("Body").AddComponent<Rigidbody>();
            body.mass = 2f;
            body.useGravity = false;
            body.AddForce(0, 0, 4, ForceMode.Impulse);
            body.AddForce(Vector3.up, ForceMode.VelocityChange);
            body.AddForce(new Vector3(100, 0, 0));
            // As in PhysX, forces wait for the next simulation step (Physics.PhysicsTests drive the step).
            Near(Vector3.zero, Velocity(body));
            body.MovePosition(new Vector3(1, 2, 3));
            Assert.IsTrue(Physics.Raycast(new Ray(Vector3.zero, Vector3.forward * 5), 100f) == false, "no collider in the scene");

            RaycastHit hit;
            Assert.IsFalse(Physics.Raycast(new Ray(Vector3.zero, Vector3.forward * 5), out hit, 100f));
            Assert.IsNull(hit.collider);
            Assert.IsFalse(Physics.Raycast(Vector3.zero, Vector3.down, 1f, Physics.DefaultRaycastLayers, QueryTriggerInteraction.Ignore));
            Assert.AreEqual(0, Physics.OverlapSphere(Vector3.zero, 10f).Length);
            Near(Vector3.forward, new Ray(Vector3.zero, Vector3.forward * 5).direction);
            Assert.AreEqual(-9.81f, Physics.gravity.y, 1e-5f);
            Assert.AreEqual(~(1 << 2), Physics.DefaultRaycastLayers);
        }

        static Vector3 Velocity(Rigidbody body)
        {
#if UNITY_6000_0_OR_NEWER
            return body.linearVelocity;
#else
            return body.velocity;
#endif
        }

        [Test]
        public void InputReadsNothingAndRejectsNamesUnityRejects()
        {
            Assert.AreEqual(0f, Input.GetAxis("Horizontal"));
            Assert.AreEqual(0f, Input.GetAxisRaw("Mouse X"));
            Assert.IsFalse(Input.GetButtonDown("Jump"));
            Assert.IsFalse(Input.GetKey(KeyCode.Space));
            Assert.IsFalse(Input.GetKeyDown("left shift"));
            Assert.IsFalse(Input.GetKeyUp("a"));
            Assert.IsFalse(Input.GetMouseButton(0));
            Assert.AreEqual(Vector3.zero, Input.mousePosition);
            Assert.AreEqual(32, (int)KeyCode.Space);
            Assert.AreEqual(304, (int)KeyCode.LeftShift);
            Assert.AreEqual(330, (int)KeyCode.JoystickButton0);
            var axis = Assert.Throws<ArgumentException>(() => Input.GetAxis("Horizontl"));
            StringAssert.Contains("Input Axis Horizontl is not setup", axis.Message);
            Assert.Throws<ArgumentException>(() => Input.GetButton("Shoot"));
            var key = Assert.Throws<ArgumentException>(() => Input.GetKey("leftshift key"));
            StringAssert.Contains("Input Key named: leftshift key is unknown", key.Message);
        }
    }
}
