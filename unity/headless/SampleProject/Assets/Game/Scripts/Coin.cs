using UnityEngine;

namespace SampleGame
{
    // A coin: spins, and when the player's body enters its trigger it adds its value to the score board, plays its
    // pickup sound where it was, and is gone.
    public class Coin : MonoBehaviour
    {
        public int value = 1;
        public float spinSpeed = 90f;
        public ScoreBoard scoreBoard;
        public AudioClip pickupSound;

        void Update() { transform.Rotate(0f, spinSpeed * Time.deltaTime, 0f); }

        void OnTriggerEnter(Collider other)
        {
            if (other.GetComponent<PlayerMotor>() == null) return;
            if (scoreBoard != null) scoreBoard.Add(value);
            if (pickupSound != null) AudioSource.PlayClipAtPoint(pickupSound, transform.position);
            Destroy(gameObject);
        }
    }
}
