using System.Collections.Generic;
using UnityEngine;

public class PatrolWaypoints : MonoBehaviour
{
    public List<Vector3> points = new List<Vector3> { Vector3.zero, new Vector3(5f, 0f, 0f) };
    [Range(0.1f, 10f)] public float speed = 2f;
    public bool loop = true;
}
