using UnityEngine;

namespace SampleGame
{
    // Keeps the camera at an offset from its target, easing towards it, and looking at it.
    public class CameraFollow : MonoBehaviour
    {
        public Transform target;
        public Vector3 offset = new Vector3(0f, 10f, -8f);
        [Range(0.01f, 1f)] public float smoothTime = 0.15f;

        Vector3 _velocity;

        void LateUpdate()
        {
            if (target == null) return;
            transform.position = Vector3.SmoothDamp(transform.position, target.position + offset, ref _velocity, smoothTime);
            transform.LookAt(target);
        }
    }
}
