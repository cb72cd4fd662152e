using UnityEngine;

namespace SampleGame
{
    // Spins its game object around an axis in play mode.
    public class Spinner : MonoBehaviour
    {
        [SerializeField] [Range(0f, 720f)] [Tooltip("Degrees per second")] float speed = 90f;
        public Vector3 axis = Vector3.up;

        public float Speed { get { return speed; } set { speed = value; } }

        void Update()
        {
            transform.Rotate(axis, speed * Time.deltaTime);
        }
    }
}
