using UnityEngine;

[RequireComponent(typeof(CircleCollider2D))]
public class Coin2D : MonoBehaviour
{
    [SerializeField] private int points = 10;
    public static int Score { get; set; }
    public static event System.Action<int> Collected;

    private void Reset()
    {
        GetComponent<CircleCollider2D>().isTrigger = true;
    }

    private void OnTriggerEnter2D(Collider2D other)
    {
        if (other.CompareTag("Player"))
        {
            Score += points;
            Collected?.Invoke(Score);
            gameObject.SetActive(false);
            Destroy(gameObject, 0.1f);
        }
    }
}
