using UnityEngine;

public class TriggerPickup : MonoBehaviour
{
    public int value = 1;
    public static int TotalCollected;

    private void OnTriggerEnter(Collider other)
    {
        if (!other.CompareTag("Player")) return;
        TotalCollected += value;
        Debug.Log($"Picked up {name} (+{value})");
        Destroy(gameObject);
    }
}
